import { callApi, createUser, type TestUser } from './support/accounts.ts';
import { expect, signInAt, test } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';

// A title and four paragraphs, two of which name Quayle (the name the engine reads as "keel").
const SCRIPT = `The Senator

Quayle came to town on a rainy Tuesday in March.

Nobody at the station had expected the visit.

By the evening everyone was talking about Quayle and his speech.

The next morning the rain had stopped.
`;
const HOLDING_QUAYLE = 2;

interface NarrationCounts {
  state: string;
  paragraphs?: { total: number; synthesized: number; reused: number };
}

const narrationOf = async (user: TestUser, jobId: string) =>
  (await callApi<{ data: NarrationCounts }>(user.idToken, 'GET', `/narrations/${jobId}`)).data;

// The phonemes the engine says for "Quayle" with and without the entry are checked by the media-service's own tests
// (engine/espeak/pronounce.test.ts and narration/pronunciations.test.ts): the browser cannot hear phonemes.
test.describe('pronunciation dictionary (issue 13)', { tag: ['@mf-review'] }, () => {
  test('a name fixed from the transcript plays as respelt and re-narrates only the paragraphs holding it', async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    const user = await createUser();
    const { _id: projectId } = await createProject(user, { name: 'The Senator' });
    await narrateThroughApi(user, projectId, { name: 'senator.txt', type: 'text/plain', bytes: SCRIPT });

    await signInAt(page, user, `/app/project/${projectId}/review`);
    const header = page.getByTestId('document-header');
    await expect(header).toContainText('Processing complete', { timeout: 60_000 });

    const popover = page.getByRole('dialog', { name: 'Fix pronunciation' });
    await test.step('clicking the name offers Fix pronunciation with the name as the term', async () => {
      await page
        .getByTestId('transcript')
        .getByTestId('word')
        .filter({ hasText: /^Quayle$/ })
        .first()
        .click();
      await popover.getByRole('button', { name: 'Fix pronunciation' }).click();
      await expect(popover.getByLabel('Word or phrase')).toHaveValue('Quayle');
      await popover.getByLabel('How it sounds, spelt plainly').fill('kwail');
    });

    await test.step('Hear it plays the name as respelt', async () => {
      const preview = page.waitForResponse((response) => response.url().includes('/api/pronunciations/preview'));
      await popover.getByRole('button', { name: 'Hear it' }).click();
      const answer = await preview;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('audio/wav');
      const audio = popover.getByTestId('pronunciation-audio');
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || element.ended))
        .toBe(true);
    });

    const jobId = await test.step('Save narrates the project again with the entry', async () => {
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/pronunciations' && response.status() === 201,
      );
      await popover.getByRole('button', { name: 'Save' }).click();
      const { jobId: started } = (await (await saved).json()) as { jobId?: string };
      expect(started).toBeTruthy();
      await expect(popover).toHaveCount(0);
      await expect(header).toContainText('Processing complete', { timeout: 5 * 60_000 });
      return started!;
    });

    await test.step('only the paragraphs holding the name were synthesised again', async () => {
      const { state, paragraphs } = await narrationOf(user, jobId);
      expect(state).toBe('done');
      expect(paragraphs).toMatchObject({ synthesized: HOLDING_QUAYLE });
      expect(paragraphs!.reused).toBe(paragraphs!.total - HOLDING_QUAYLE);
      test.info().annotations.push({
        type: 'measured',
        description: `paragraphs synthesised ${paragraphs!.synthesized} of ${paragraphs!.total}`,
      });
    });

    await test.step('the Pronunciations list shows the entry', async () => {
      const list = page.getByTestId('pronunciations');
      await list.getByText('Pronunciations').click();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText('Quayle');
      await expect(list.getByRole('listitem')).toContainText('kwail');
    });
  });
});
