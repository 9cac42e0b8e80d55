import { randomUUID } from 'node:crypto';
import type { NarrationResult } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { jobFinished } from '../../testing/jobs.ts';
import { scriptUpload } from '../../testing/script-upload.ts';
import { appWithStorage } from '../../testing/test-app.ts';
import { EspeakEngine } from './engine/espeak/espeak-engine.ts';
import { paragraphHash } from './paragraph-cache.ts';

// A title and three paragraphs, two of them naming Quayle.
const SCRIPT = `The Senator

Quayle came to town on a Tuesday.

Nobody expected the visit.

By evening everyone was talking about quayle.
`;
const QUAYLE = { term: 'Quayle', respelling: 'kwail' };

describe('narration with a pronunciation dictionary', () => {
  const started = appWithStorage();
  const narrate = async (projectId: string, body: object): Promise<NarrationResult> => {
    const response = await started.app.request(`/projects/${projectId}/narrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    const job = await jobFinished(started.app.request, jobId);
    expect(job.state).toBe('done');
    return job.result as NarrationResult;
  };

  it('narrates again only the paragraphs holding a term whose pronunciation changed', async () => {
    const projectId = randomUUID();
    const upload = await started.app.request(`/projects/${projectId}/source`, scriptUpload('senator.txt', SCRIPT));
    const { key: sourceKey } = (await upload.json()) as { key: string };

    expect((await narrate(projectId, { sourceKey })).paragraphs).toEqual({ total: 4, synthesized: 4, reused: 0 });
    const dictionary = [QUAYLE, { term: 'Bunbury', ipa: 'ˈbʌnbəri' }];
    const first = await narrate(projectId, { sourceKey, pronunciations: dictionary });
    expect(first.paragraphs).toEqual({ total: 4, synthesized: 2, reused: 2 });
    const changed = [{ ...QUAYLE, respelling: 'kway ul' }, dictionary[1]];
    expect((await narrate(projectId, { sourceKey, pronunciations: changed })).paragraphs.synthesized).toBe(2);
    expect((await narrate(projectId, { sourceKey, pronunciations: dictionary })).paragraphs.synthesized).toBe(0);
  });

  it('refuses a dictionary with IPA the engine cannot say', async () => {
    const projectId = randomUUID();
    const response = await started.app.request(`/projects/${projectId}/narrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sourceKey: `projects/${projectId}/source/senator.txt`,
        pronunciations: [{ term: 'Quayle', ipa: 'ǂ' }],
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('ǂ');
  });
});

describe('paragraphHash', () => {
  const engine = new EspeakEngine();
  const reading = { voice: 'en-us', prosody: { rate: 1, pitch: 1, pitchRange: 1, volume: 1, pauseScale: 1 } };

  it('keys a paragraph by the entries found in it, and only those', () => {
    const text = 'Quayle came to town.';
    const plain = paragraphHash(engine, reading, text);
    expect(paragraphHash(engine, { ...reading, pronunciations: [{ term: 'Bunbury', respelling: 'bun' }] }, text)).toBe(
      plain,
    );
    const said = paragraphHash(engine, { ...reading, pronunciations: [QUAYLE] }, text);
    expect(said).not.toBe(plain);
    expect(paragraphHash(engine, { ...reading, pronunciations: [{ term: 'quayle', respelling: 'kwail' }] }, text)).toBe(
      said,
    );
    expect(paragraphHash(engine, { ...reading, pronunciations: [{ term: 'Quayle', ipa: 'kweɪl' }] }, text)).not.toBe(
      said,
    );
  });
});
