import { setTimeout as sleep } from 'node:timers/promises';
import type { NarrationStatus, ScriptAnswer, ScriptChangeAnswer } from '@reeltalk/contracts';
import { sharedFixture } from '../shared-fixtures.ts';
import { api } from './bench-api.ts';
import { createProject, createUser, type BenchUser } from './bench-user.ts';
import { seconds, type BenchStack, type Measurement } from './measurement.ts';
import { untilReviewable } from './narration.ts';

/** Issue 13's target: an edited paragraph heard in the review. */
const EDIT_TARGET_SECONDS = 2;
/** Often enough to see each stage of a narration of a second or two. */
const POLL_MS = 50;

/** Polls the narration until it is completed, noting when each of its stages was first seen (seconds from `from`). */
async function followNarration(stack: BenchStack, user: BenchUser, jobId: string, from: number) {
  const stages = new Map<string, number>();
  for (;;) {
    const { data } = await api<{ data: NarrationStatus }>(stack, user, 'GET', `/narrations/${jobId}`);
    if (!stages.has(data.stage)) stages.set(data.stage, (performance.now() - from) / 1000);
    if (data.state === 'done') return { status: data, stages };
    if (data.state === 'failed') throw new Error(`narration ${jobId} failed: ${data.error}`);
    await sleep(POLL_MS);
  }
}

/** The project's new vocal track, presigned and its first bytes fetched: what the player does to play it. */
async function playable(stack: BenchStack, user: BenchUser, projectId: string): Promise<void> {
  const { data } = await api<{ data: { audio_stems: { vocal?: string } } }>(
    stack,
    user,
    'GET',
    `/projects/${projectId}`,
  );
  if (!data.audio_stems.vocal) throw new Error('the edited narration left no vocal track');
  const { presignedUrl } = await api<{ presignedUrl: string }>(stack, user, 'POST', '/audio/presigned-url', {
    s3Key: data.audio_stems.vocal,
  });
  const response = await fetch(presignedUrl, { headers: { range: 'bytes=0-65535' } });
  if (!response.ok) throw new Error(`the new vocal track answered ${response.status}`);
  await response.arrayBuffer();
}

/**
 * Narrates Pride and Prejudice 1–6 (.docx), then saves a one-paragraph edit through the bff as the review does and
 * times it until the new narration is done and its vocal track plays.
 */
export const edit: Measurement = {
  name: 'edit: one paragraph re-narrated (ch1-6 .docx)',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const projectId = await createProject(stack, user);
    await untilReviewable(stack, user, projectId, sharedFixture('docx', 'pride-and-prejudice-ch1-6.docx'));
    const script = await api<ScriptAnswer>(stack, user, 'GET', `/projects/${projectId}/script`);
    // A paragraph in the middle of the book: everything after it moves in time.
    const middle = script.units.findIndex((unit, index) => index >= script.units.length / 2 && !unit.heading);
    const units = script.units.map((unit, index) =>
      index === middle ? { ...unit, text: `${unit.text} So it was said, at least.` } : unit,
    );

    const started = performance.now();
    const saved = await api<ScriptChangeAnswer>(stack, user, 'PUT', `/projects/${projectId}/script`, {
      baseVersionId: script.versionId,
      units,
    });
    const { status, stages } = await followNarration(stack, user, saved.jobId as string, started);
    await playable(stack, user, projectId);
    const total = (performance.now() - started) / 1000;

    const counts = status.paragraphs;
    const timeline = [...stages].map(([stage, at]) => `${stage || '(queued)'} @ ${at.toFixed(2)} s`).join(' → ');
    return [
      { label: 'edit saved → new narration playable', value: `${seconds(total)} (target ${EDIT_TARGET_SECONDS} s)` },
      {
        label: 'paragraphs re-synthesised',
        value: counts ? `${counts.synthesized} of ${counts.total} (${counts.reused} reused)` : 'not reported',
      },
      { label: 'stages first seen', value: timeline },
    ];
  },
};
