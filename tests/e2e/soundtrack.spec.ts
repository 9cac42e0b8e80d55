import { createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { narrateScriptThroughUi } from './support/narrated-project.ts';
import {
  draftTimes,
  listedZones,
  moveDraft,
  playbackState,
  resizeDraft,
  seekNarration,
  timelineSeconds,
  type ZoneTimes,
} from './support/timeline.ts';

const TRACK = 'Harbour Night';
const byStart = (zones: ZoneTimes[]) => [...zones].sort((a, b) => a.start - b.start);

test.describe('soundtrack timing (issue 10)', { tag: ['@mf-soundtrack'] }, () => {
  test('a track generated from a prompt becomes two zones that move, resize, save, delete and play under the narration', async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000);
    const user = await createUser();
    await signInThroughUi(page, user);
    const projectId = await narrateScriptThroughUi(page, 'The Lighthouse', test.info().outputPath('lighthouse.txt'));
    await page.goto(`/app/project/${projectId}/soundtrack`);
    await expect(page.getByTestId('soundtrack-step')).toBeVisible();
    const vocal = await timelineSeconds(page);
    expect(vocal).toBeGreaterThan(18);

    // The stock library is composed the first time any user needs it.
    await expect(page.getByTestId('soundtrack-list')).toBeVisible({ timeout: 10 * 60_000 });

    // A 15 s track from a prompt: the progress of the job, then the track, selected and tagged 'Custom'.
    await page.getByTestId('open-generate-music').click();
    await page.getByLabel('Music Description').fill('slow melancholic piano');
    await page.getByLabel('Track Name').fill(TRACK);
    await page.getByLabel('Duration').selectOption('15');
    await page.getByTestId('generate-music-submit').click();
    await expect(page.getByTestId('music-progress')).toBeVisible();
    await expect(page.getByTestId('music-progress')).toHaveCount(0, { timeout: 5 * 60_000 });
    const custom = page.getByTestId('soundtrack-item').filter({ hasText: TRACK });
    await expect(custom).toHaveAttribute('data-selected', 'true');
    await expect(custom.getByTestId('soundtrack-tag')).toHaveText('Custom');

    // The new track is drafted from 0 for its 15 s; Mix & Export waits while the editor is open.
    const toggle = page.getByTestId('zone-editor-toggle');
    await expect(toggle).toHaveText('Save Music Zone');
    await expect(page.getByTestId('bottom-nav-forward')).toBeDisabled();
    const drafted = await draftTimes(page);
    expect(drafted).toEqual({ start: 0, end: 15 });
    await moveDraft(page, 4);
    const movedDraft = await draftTimes(page, drafted);
    await toggle.click();
    await expect(toggle).toHaveText('Add Music Zone');
    await expect(page.getByTestId('bottom-nav-forward')).toBeEnabled();
    await expect(page.getByTestId('music-zone')).toHaveCount(1);
    const [moved] = await listedZones(page);
    expect(moved).toEqual(movedDraft);
    expect(moved!.start).toBeGreaterThan(2);
    expect(moved!.end - moved!.start).toBeCloseTo(15, 5);

    // A second zone of the same track, its end dragged back to about two seconds.
    await toggle.click();
    await custom.getByTestId('soundtrack-pick').click();
    await resizeDraft(page, -13);
    const resizedDraft = await draftTimes(page, drafted);
    expect(resizedDraft.start).toBe(0);
    await toggle.click();
    await expect(page.getByTestId('music-zone')).toHaveCount(2);
    const resized = (await listedZones(page)).find((zone) => zone.start === 0)!;
    expect(resized).toEqual(resizedDraft);
    expect(resized.end).toBeGreaterThan(1);
    expect(resized.end).toBeLessThan(moved!.start);

    // After a reload the zones are there with the same times.
    const saved = byStart(await listedZones(page));
    await page.reload();
    await expect(page.getByTestId('music-zone')).toHaveCount(2);
    expect(byStart(await listedZones(page))).toEqual(saved);

    // Deleting the short zone: Cancel keeps it, Delete removes it.
    const shortZone = page.locator('[data-testid="music-zone"][data-start="0"]');
    await shortZone.getByTestId('delete-zone').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('music-zone')).toHaveCount(2);
    await shortZone.getByTestId('delete-zone').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('music-zone')).toHaveCount(1);
    expect(await listedZones(page)).toEqual([moved]);

    // Playing across the zone's start: its music is silent before, plays at 0.6 in step inside, and stops outside.
    const zone = moved!;
    await expect(page.getByTestId('zone-audio')).toHaveCount(1);
    await seekNarration(page, zone.start - 3);
    await page.getByTestId('narration-play').click();
    await expect.poll(async () => (await playbackState(page)).narration.paused).toBe(false);
    const before = await playbackState(page);
    expect(before.narration.currentTime).toBeLessThan(zone.start);
    expect(before.zones[0]!.paused).toBe(true);

    await expect
      .poll(async () => (await playbackState(page)).narration.currentTime, { timeout: 20_000 })
      .toBeGreaterThan(zone.start + 1);
    const inside = await playbackState(page);
    expect(inside.narration.paused).toBe(false);
    expect(inside.zones[0]).toMatchObject({ paused: false, volume: 0.6 });
    // In step: where the narration is in the zone, within the sync's drift allowance.
    expect(Math.abs(inside.zones[0]!.currentTime - (inside.narration.currentTime - zone.start))).toBeLessThan(0.5);

    await seekNarration(page, zone.start - 2);
    await expect.poll(async () => (await playbackState(page)).zones[0]).toMatchObject({ paused: true, currentTime: 0 });
    expect((await playbackState(page)).narration.paused).toBe(false);

    // One source at a time: a preview stops the narration, and the zone's music with it.
    await seekNarration(page, zone.start + 1);
    await expect.poll(async () => (await playbackState(page)).zones[0]!.paused).toBe(false);
    await page.getByTestId('soundtrack-item').first().getByTestId('soundtrack-preview').click();
    await expect.poll(async () => (await playbackState(page)).narration.paused).toBe(true);
    expect((await playbackState(page)).zones[0]!.paused).toBe(true);
  });
});
