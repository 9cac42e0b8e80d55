import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractScript } from '../extraction/index.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { readSharedFixture } from '@reeltalk/stack';
import { jobFinished, jobUnderWay } from '../../testing/jobs.ts';
import { startServiceProcess, type ServiceProcess } from '../../testing/service-process.ts';
import { testConfig } from '../../testing/test-app.ts';
import type { NarrationResult } from '@reeltalk/contracts';
import { timelineWords, type Timeline } from './timeline.ts';
import { narrationUnits } from './units.ts';
import { scriptUpload } from '../../testing/script-upload.ts';

const PROJECT = 'resume-after-kill';
const paragraphs = `projects/${PROJECT}/narration/paragraphs/`;

describe('a narration whose worker is killed', () => {
  // Chapters 1 and 2 of the novel: long enough to kill mid-way, short enough for a test.
  const script = Buffer.from(
    readSharedFixture('texts/pride-and-prejudice-ch1-6.txt')
      .toString()
      .split(/^Chapter 3$/m)[0]!,
  );
  let storage: ObjectStorage;
  let service: ServiceProcess | undefined;

  beforeAll(() => {
    storage = new ObjectStorage(testConfig().s3);
  });
  afterAll(async () => {
    await service?.kill();
    await storage.deletePrefix(`projects/${PROJECT}/`);
    storage.destroy();
  });

  /** Completed paragraphs in storage, with when each was written. */
  const storedParagraphs = async () => {
    const stored = new Map<string, number>();
    for await (const key of storage.list(paragraphs)) {
      if (key.endsWith('.json')) stored.set(key, (await storage.head(key))!.lastModified!.getTime());
    }
    return stored;
  };
  const narrate = async (body: object) => {
    const response = await service!.request(`/projects/${PROJECT}/narrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { jobId: string }).jobId;
  };

  it('is resumed after a restart and finishes once, reusing what was done', { timeout: 600_000 }, async () => {
    service = await startServiceProcess();
    const upload = await service.request(
      `/projects/${PROJECT}/source`,
      scriptUpload('pride-and-prejudice-ch1-2.txt', new Uint8Array(script)),
    );
    const { key: sourceKey } = (await upload.json()) as { key: string };
    const jobId = await narrate({ sourceKey });

    // Kill it for good while it is reading paragraphs out, well before the end.
    await jobUnderWay(service!.request, jobId, (job) => job.percent >= 20, 'the narration to be under way', 300_000);
    await service.kill();
    const beforeKill = await storedParagraphs();
    expect(beforeKill.size).toBeGreaterThan(0);

    service = await startServiceProcess();
    const job = await jobFinished(service.request, jobId, 540_000);
    expect(job, service.output()).toMatchObject({ state: 'done', stage: 'Processing completed!', percent: 100 });
    const result = job.result as NarrationResult;

    // Resumed: nothing narrated before the kill was narrated again, and every paragraph exists once.
    const units = narrationUnits(await extractScript(script, 'txt'));
    const distinct = new Set(units.map((unit) => unit.text)).size;
    expect(result.paragraphs.total).toBe(units.length);
    expect(result.paragraphs.reused).toBeGreaterThanOrEqual(beforeKill.size);
    expect(result.paragraphs.synthesized).toBeLessThanOrEqual(distinct - beforeKill.size);
    const afterwards = await storedParagraphs();
    expect(afterwards.size).toBe(distinct);
    for (const [key, written] of beforeKill) expect(afterwards.get(key)).toBe(written);

    // Complete and correct: every paragraph of the script, in order, with its words timed in order.
    const timeline = JSON.parse((await storage.getBuffer(result.timelineKey)).toString()) as Timeline;
    const timed = [
      ...(timeline.title ? [timeline.title] : []),
      ...timeline.chapters.flatMap((chapter) => chapter.paragraphs),
    ];
    expect(timed.map((paragraph) => paragraph.text)).toEqual(units.map((unit) => unit.text));
    const words = timelineWords(timeline);
    expect(words).toHaveLength(result.wordCount);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
    expect(words.at(-1)!.end).toBeLessThanOrEqual(result.duration);
    expect((await storage.head(result.vocalKey))!.size).toBeGreaterThan(result.duration * 7000);

    // The same narration made again from the stored paragraphs alone comes out the same (forgetting the assembled
    // narration, which would otherwise be answered as it is).
    await storage.deletePrefix(`projects/${PROJECT}/narration/assembled/`);
    const again = await jobFinished(service.request, await narrate({ sourceKey }), 540_000);
    const rerun = again.result as NarrationResult;
    expect(rerun.paragraphs).toEqual({ total: units.length, synthesized: 0, reused: units.length });
    expect(JSON.parse((await storage.getBuffer(rerun.timelineKey)).toString())).toEqual(timeline);
    expect(rerun.vocalKey).not.toBe(result.vocalKey);
    expect((await storage.head(rerun.vocalKey))!.size).toBe((await storage.head(result.vocalKey))!.size);
  });
});
