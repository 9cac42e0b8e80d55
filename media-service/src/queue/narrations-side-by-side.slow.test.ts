import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readSharedFixture } from '@reeltalk/stack';
import { jobFinished, jobView } from '../../testing/jobs.ts';
import { scriptUpload } from '../../testing/script-upload.ts';
import { appWithStorage, waitFor } from '../../testing/test-app.ts';

/** The novel's first three chapters: some 3,300 words, more than five times the short script. */
const LONG_SCRIPT = Buffer.from(
  readSharedFixture('texts/pride-and-prejudice-ch1-6.txt')
    .toString()
    .split(/^Chapter 4\b/m)[0] as string,
);

/** About 600 words in eight paragraphs, each its own. */
const SHORT_SCRIPT = Array.from(
  { length: 8 },
  (_, n) =>
    `Paragraph ${n + 1}. The lighthouse keeper climbed the stairs again at dusk, counting every step aloud, ` +
    `because the habit kept him company through the long winter. Below him the harbour lay still and grey, ` +
    `and the boats rocked gently against the stone. He trimmed the wick, wiped the great lens clean, and ` +
    `watched the first beam sweep out across the water, as his father had done, and his grandfather before him.`,
).join('\n\n');

describe('narrations of two people side by side (the service as configured by default)', () => {
  const started = appWithStorage();
  afterAll(() => started.storage.deletePrefix('projects/'));

  const narrate = async (ownerId: string, name: string, script: Buffer): Promise<string> => {
    const { app } = started;
    const projectId = randomUUID();
    const upload = await app.request(`/projects/${projectId}/source`, scriptUpload(name, new Uint8Array(script)));
    expect(upload.status).toBe(201);
    const { key: sourceKey } = (await upload.json()) as { key: string };
    const response = await app.request(`/projects/${projectId}/narrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sourceKey, ownerId }),
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { jobId: string }).jobId;
  };

  it("narrates a second person's short script while the first person's long one runs, and finishes both", async () => {
    const { app } = started;
    const long = await narrate(randomUUID(), 'long.txt', LONG_SCRIPT);
    await waitFor(
      async () => ((await jobView(app.request, long)).state === 'running' ? true : undefined),
      60_000,
      'the long narration to start',
    );

    const short = await narrate(randomUUID(), 'short.txt', Buffer.from(SHORT_SCRIPT));
    expect(await jobFinished(app.request, short)).toMatchObject({ state: 'done', error: null });
    expect(await jobView(app.request, long)).toMatchObject({ state: 'running' });

    expect(await jobFinished(app.request, long, 600_000)).toMatchObject({ state: 'done', error: null });
  }, 900_000);
});
