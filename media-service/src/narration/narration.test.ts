import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio, type WaveformPeaks } from '../audio/index.ts';
import { srtTimestamp } from '../audio/srt.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { jobFinished } from '../../testing/jobs.ts';
import { startTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { audiobookChapters, type NarrationResult } from '@reeltalk/contracts';
import type { Timeline } from './timeline.ts';
import { timelineWords } from './timeline.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import { vocalMasterSchema, writeVocalMasterWav } from './vocal-master.ts';
import { scriptUpload } from '../../testing/script-upload.ts';

const SCRIPT = `Chapter 1

It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife.

However little known the feelings or views of such a man may be on his
first entering a neighbourhood, this truth is so well fixed.

Chapter 2

Mr. Bennet was among the earliest of those who waited on Mr. Bingley.
`;

const RATE = 22050;
/** Seconds until the first sample clearly above silence (and above MP3 quantisation noise). */
const speechOnset = (samples: Float32Array) => samples.findIndex((sample) => Math.abs(sample) > 0.02) / RATE;

describe('narration', () => {
  const config = testConfig();
  let app: TestApp;
  let storage: ObjectStorage;
  beforeAll(async () => {
    app = await startTestApp();
    storage = new ObjectStorage(config.s3);
  });
  afterAll(async () => {
    await storage?.deletePrefix('projects/');
    storage?.destroy();
    await app?.stop();
  });

  const uploadScript = async (projectId: string, text: string) => {
    const response = await app.request(`/projects/${projectId}/source`, scriptUpload('script.txt', text));
    expect(response.status).toBe(201);
    return ((await response.json()) as { key: string }).key;
  };
  const startNarration = (projectId: string, body: object) =>
    app.request(`/projects/${projectId}/narrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const narrate = async (projectId: string, body: object): Promise<NarrationResult> => {
    const response = await startNarration(projectId, body);
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    const job = await jobFinished(app.request, jobId);
    expect(job).toMatchObject({ state: 'done', stage: 'Processing completed!', percent: 100, error: null });
    return job.result as NarrationResult;
  };
  const json = async <T>(key: string): Promise<T> => JSON.parse((await storage.getBuffer(key)).toString()) as T;
  /** A stored audio file's samples, as a player decodes them. */
  const decoded = async (key: string): Promise<Float32Array> => {
    const pieces: Float32Array[] = [];
    for await (const samples of decodeAudio(await storage.getBuffer(key), {
      ffmpegPath: config.ffmpegPath,
      sampleRate: RATE,
      format: 'mp3',
    })) {
      pieces.push(samples);
    }
    return Float32Array.from(pieces.flatMap((piece) => Array.from(piece)));
  };
  /** A narration's lossless master as a mix writes it out: one WAV file, read back as samples. */
  const masterSamples = async (projectId: string, key: string): Promise<Float32Array> => {
    const master = vocalMasterSchema.parse(await json(key));
    const folder = await mkdtemp(path.join(tmpdir(), 'reeltalk-master-test-'));
    try {
      const file = path.join(folder, 'master.wav');
      const cache = new ParagraphCache(storage, projectId, config.ffmpegPath);
      await writeVocalMasterWav({ master, cache, to: createWriteStream(file), signal: new AbortController().signal });
      const wav = await readFile(file);
      return Float32Array.from({ length: (wav.length - 44) / 2 }, (_, i) => wav.readInt16LE(44 + 2 * i) / 0x8000);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };

  it('narrates a script into a streamable vocal track, a word-level SRT, a timeline and peaks', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const result = await narrate(projectId, { sourceKey });
    expect(result.paragraphs).toEqual({ total: 5, synthesized: 5, reused: 0 });
    for (const key of [result.vocalKey, result.transcriptKey, result.timelineKey, result.peaksKey]) {
      expect(key.startsWith(`projects/${projectId}/narration/`)).toBe(true);
    }

    const timeline = await json<Timeline>(result.timelineKey);
    expect(timeline.duration).toBe(result.duration);
    expect(timeline.chapters.map((chapter) => chapter.title)).toEqual(['Chapter 1', 'Chapter 2']);
    expect(timeline.chapters.map((chapter) => chapter.paragraphs.length)).toEqual([3, 2]);
    const words = timelineWords(timeline);
    expect(words.map((word) => word.text).slice(0, 6)).toEqual(['Chapter', '1', 'It', 'is', 'a', 'truth']);
    expect(words).toHaveLength(result.wordCount);
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
    }
    expect(words.at(-1)!.end).toBeLessThanOrEqual(result.duration);
    // Chapters follow each other with a pause; each chapter spans its paragraphs.
    const [first, second] = timeline.chapters;
    expect(second!.start).toBeGreaterThan(first!.end);
    expect(first!.end).toBe(first!.paragraphs.at(-1)!.end);

    // The subtitles: a cue per word, and one at each chapter's start (the first from 0) titled with the chapter.
    const srt = (await storage.getBuffer(result.transcriptKey)).toString();
    const cues = srt.trim().split(/\n\n+/);
    expect(cues).toHaveLength(words.length + 2);
    expect(cues[0]).toBe('1\n00:00:00,000 --> 00:00:03,000\nChapter 1');
    expect(cues[1]).toMatch(/^2\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nChapter$/);
    const secondStart = cues.findIndex((cue) => cue.endsWith('\nChapter 2'));
    expect(cues[secondStart]).toBe(
      `${secondStart + 1}\n${srtTimestamp(second!.start, ',')} --> ${srtTimestamp(second!.start + 3, ',')}\nChapter 2`,
    );
    // It comes before the words of its chapter, and after every word of the one before.
    expect(cues[secondStart + 1]).toMatch(/\nChapter$/);
    expect(cues.slice(1, secondStart)).toHaveLength(words.filter((word) => word.start < second!.start).length);

    expect(result.chapters).toEqual(audiobookChapters(timeline));
    expect(result.subtitlesKey).toBe(result.transcriptKey.replace(/\.srt$/, '.vtt'));
    expect(await storage.head(result.subtitlesKey!)).toMatchObject({ contentType: 'text/vtt; charset=utf-8' });
    const vtt = (await storage.getBuffer(result.subtitlesKey!)).toString();
    const vttCues = vtt.trim().split(/\n\n+/);
    expect(vttCues[0]).toBe('WEBVTT');
    expect(vttCues).toHaveLength(words.length + 3);
    expect(vttCues[1]).toBe('chapter-1\n00:00:00.000 --> 00:00:03.000\nChapter 1');
    expect(vttCues[secondStart + 1]).toBe(
      `chapter-2\n${srtTimestamp(second!.start, '.')} --> ${srtTimestamp(second!.start + 3, '.')}\nChapter 2`,
    );

    const peaks = await json<WaveformPeaks>(result.peaksKey);
    expect(peaks.bars.min).toHaveLength(200);
    expect(peaks.bars.max).toHaveLength(200);
    expect(Math.max(...peaks.bars.max)).toBeGreaterThan(0.05);
    expect(peaks.duration).toBeCloseTo(result.duration, 2);

    expect(await storage.head(result.vocalKey)).toMatchObject({ contentType: 'audio/mpeg' });
    const vocal = await decoded(result.vocalKey);
    // The MP3 carries its encoder delay and padding in its header, so it decodes to the timeline's length (within
    // one 576-sample frame at 22.05 kHz, about 26 ms, read from a pipe)…
    expect(Math.abs(vocal.length / RATE - timeline.duration)).toBeLessThan(576 / RATE);
    // …and each word sounds when the timeline says: the first word starts where the speech does.
    expect(Math.abs(speechOnset(vocal) - words[0]!.start)).toBeLessThan(0.015);

    expect(result.vocalMasterKey).toBe(result.vocalKey.replace(/vocal\.mp3$/, 'vocal-master.json'));
    const master = await masterSamples(projectId, result.vocalMasterKey);
    // The timeline's times are rounded to the millisecond.
    expect(Math.abs(master.length / RATE - timeline.duration)).toBeLessThanOrEqual(0.0005);
    expect(speechOnset(master)).toBeCloseTo(speechOnset(vocal), 2);

    const presigned = await app.request('/presign', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ keys: [result.vocalKey] }),
    });
    const { urls } = (await presigned.json()) as { urls: Record<string, string> };
    const range = await fetch(urls[result.vocalKey]!, { headers: { Range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
  });

  it('reuses every paragraph already narrated, and narrates only what changed', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const first = await narrate(projectId, { sourceKey, voice: 'en-gb-x-rp+f3' });
    expect(first.paragraphs).toEqual({ total: 5, synthesized: 5, reused: 0 });

    const again = await narrate(projectId, { sourceKey, voice: 'en-gb-x-rp+f3' });
    expect(again.paragraphs).toEqual({ total: 5, synthesized: 0, reused: 5 });
    expect(again.duration).toBe(first.duration);

    const edited = await uploadScript(projectId, SCRIPT.replace('Mr. Bennet was among', 'Mrs. Bennet was among'));
    const afterEdit = await narrate(projectId, { sourceKey: edited, voice: 'en-gb-x-rp+f3' });
    expect(afterEdit.paragraphs).toEqual({ total: 5, synthesized: 1, reused: 4 });

    const faster = await narrate(projectId, { sourceKey, voice: 'en-gb-x-rp+f3', prosody: { rate: 1.5 } });
    expect(faster.paragraphs).toEqual({ total: 5, synthesized: 5, reused: 0 });
    expect(faster.duration).toBeLessThan(first.duration);
  });

  /** Every object of the project's narrations, with when it was written. */
  const narrationObjects = async (projectId: string) => {
    const objects = new Map<string, number | undefined>();
    for await (const key of storage.list(`projects/${projectId}/narration/`)) {
      objects.set(key, (await storage.head(key))?.lastModified?.getTime());
    }
    return objects;
  };
  const assembledPrefix = (projectId: string) => `projects/${projectId}/narration/assembled/`;

  it('answers the files already assembled when the same paragraphs are narrated again', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const first = await narrate(projectId, { sourceKey });
    const stored = await narrationObjects(projectId);

    const again = await narrate(projectId, { sourceKey });
    expect(again).toEqual({ ...first, paragraphs: { total: 5, synthesized: 0, reused: 5 } });
    // Nothing encoded, uploaded or rewritten: the same objects, written when they were.
    expect(await narrationObjects(projectId)).toEqual(stored);

    const otherVoice = await narrate(projectId, { sourceKey, voice: 'en-gb-x-rp+f3' });
    expect(otherVoice.paragraphs).toEqual({ total: 5, synthesized: 5, reused: 0 });
    expect(otherVoice.vocalKey).not.toBe(first.vocalKey);
    expect(await storage.head(otherVoice.vocalKey)).toMatchObject({ contentType: 'audio/mpeg' });

    const back = await narrate(projectId, { sourceKey });
    expect(back).toEqual(again);
    const assembled = [...(await narrationObjects(projectId)).keys()].filter((key) => key.includes('/assembled/'));
    // One per reading, and the newest again.
    expect(assembled).toHaveLength(3);
    expect(assembled).toContain(`${assembledPrefix(projectId)}latest.json`);
  });

  it('assembles again when what was assembled before is incomplete', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const first = await narrate(projectId, { sourceKey });

    // A job stopped after writing its files but before recording them: the files are not reused.
    await storage.deletePrefix(assembledPrefix(projectId));
    const afterStop = await narrate(projectId, { sourceKey });
    expect(afterStop.paragraphs).toEqual({ total: 5, synthesized: 0, reused: 5 });
    expect(afterStop.vocalKey).not.toBe(first.vocalKey);
    expect([afterStop.duration, afterStop.wordCount]).toEqual([first.duration, first.wordCount]);
    expect(await storage.head(afterStop.vocalMasterKey)).toMatchObject({ contentType: 'application/json' });

    // A recorded narration missing one of its files is made again too.
    await storage.delete(afterStop.peaksKey);
    const afterLoss = await narrate(projectId, { sourceKey });
    expect(afterLoss.peaksKey).not.toBe(afterStop.peaksKey);
    expect(await storage.head(afterLoss.peaksKey)).toMatchObject({ contentType: 'application/json' });
  });

  it('answers the running job when the same narration is asked for twice', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const [one, two] = await Promise.all([startNarration(projectId, { sourceKey }), Promise.resolve()]).then(
      async ([first]) => [await first.json(), await (await startNarration(projectId, { sourceKey })).json()],
    );
    expect(two).toEqual(one);
    await jobFinished(app.request, (one as { jobId: string }).jobId);
  });

  it('refuses a narration it cannot do, with a clear message', async () => {
    const projectId = randomUUID();
    const sourceKey = await uploadScript(projectId, SCRIPT);
    const cases: Array<[string, object, number, string]> = [
      [projectId, { sourceKey, voice: 'nobody' }, 400, 'There is no voice "nobody".'],
      [randomUUID(), { sourceKey }, 400, 'The key is not a script of this project.'],
      [
        projectId,
        { sourceKey: `projects/${projectId}/source/${randomUUID()}.txt` },
        404,
        'The script file was not found.',
      ],
      [projectId, { sourceKey, prosody: { rate: 9 } }, 400, expect.stringContaining('prosody.rate')],
      [projectId, {}, 400, expect.stringContaining('sourceKey')],
    ];
    for (const [project, body, status, message] of cases) {
      const response = await startNarration(project, body);
      expect({ status: response.status, message: ((await response.json()) as { message: string }).message }).toEqual({
        status,
        message,
      });
    }
  });
});
