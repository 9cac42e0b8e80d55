import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fuzzRuns, sharedFixture } from '@reeltalk/stack';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scriptObjects, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';
import { voiceLikeSample } from '../../testing/voice-audio.ts';
import { NASTY_TEXTS } from '../../testing/security/hostile-json.ts';
import {
  damaged,
  everyMultipartKind,
  fieldPart,
  filePart,
  hostileMultipart,
  textPart,
  wholeFilePart,
  type MultipartRequest,
  type RawPart,
} from '../../testing/security/hostile-multipart.ts';
import { expectNoHarm, prototypeSnapshot } from '../../testing/security/invariants.ts';
import { userWithProject } from '../../testing/security/user-fixture.ts';
import { storedObjects } from '../../testing/security/user-state.ts';

/** Fixed, so a failure reproduces; fast-check prints the counterexample and the path to replay it. */
const SEED = 8_2026_11_23;
/** Random requests after the one of every kind that each route gets first. */
const RANDOM_RUNS = 3;

/** An upload route's form, and the kinds of file it is fuzzed with. */
interface Upload {
  /** Each kind of file, with the name a browser would send it under. */
  files: Array<{ kind: fc.Arbitrary<Uint8Array>; name: string }>;
  /** The form around a file of the kind given, its fields and the file's name and type often wrong. */
  hostile: (file: fc.Arbitrary<Uint8Array>) => fc.Arbitrary<RawPart[]>;
  /** The form as the route expects it, holding this file. */
  expected: (file: { name: string; content: Uint8Array }) => RawPart[];
}

/**
 * Hostile requests of the upload's form with any kind of its files, and how to run them: first every kind of file in
 * the form expected, and that form sent every hostile way; then a few random ones (`fullRuns` in all in the slow
 * suite).
 */
function hostileUploads({ files, hostile, expected }: Upload, fullRuns: number) {
  const expectedForms = files.map(({ kind, name }) =>
    expected({ name, content: fc.sample(kind, { seed: SEED, numRuns: 1 })[0]! }),
  );
  const everyKind = everyMultipartKind(expectedForms, SEED);
  return {
    requests: hostileMultipart(hostile(fc.oneof(...files.map(({ kind }) => kind)))),
    run: {
      seed: SEED,
      numRuns: fuzzRuns(everyKind.length + RANDOM_RUNS, fullRuns),
      examples: everyKind.map((request): [MultipartRequest] => [request]),
    },
  };
}

const DOCX_FIXTURE = sharedFixture('docx', 'single-paragraph.docx');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const encode = (text: string) => new TextEncoder().encode(text);
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A script in the encodings people save them in, and with the bytes a binary file has. */
const SCRIPT_TEXTS: Uint8Array[] = [
  encode(SHORT_SCRIPT),
  new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SHORT_SCRIPT, 'utf16le')])),
  new Uint8Array(Buffer.from('Chapter One\n\nCaf\xe9 au lait, \x93quoted\x94.\n', 'latin1')),
  encode('Chapter One\n\nA line with a \u0000 in it.\n'),
  new Uint8Array(0),
];

/**
 * An image upload: a stray `idField` and the `fileField` holding a real PNG (`background` coloured), damaged or with
 * text behind it, noise, or noise behind the magic bytes of `otherImage` or of a JPEG.
 */
async function imageUpload(fields: {
  idField: string;
  fileField: string;
  background: string;
  otherImage: string;
  extensions: string[];
}): Promise<Upload> {
  const png = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: fields.background } })
      .png()
      .toBuffer(),
  );
  const images = [
    fc.constant(png),
    damaged(png),
    fc.uint8Array({ maxLength: 4096 }),
    fc.constantFrom(...NASTY_TEXTS).map((text) => new Uint8Array([...png, ...encode(text)])),
    fc.uint8Array({ maxLength: 2048 }).map((tail) => new Uint8Array([...encode(fields.otherImage), ...tail])),
    fc.uint8Array({ maxLength: 2048 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, ...tail])),
  ];
  return {
    files: images.map((kind) => ({ kind, name: 'picture.png' })),
    hostile: (image) =>
      fc
        .tuple(
          fieldPart([fields.idField], fc.constantFrom(randomUUID(), ...NASTY_TEXTS)),
          filePart(fields.fileField, image, fields.extensions),
        )
        .map((list): RawPart[] => list),
    expected: (image) => [wholeFilePart(fields.fileField, { ...image, type: 'image/png' })],
  };
}

describe('hostile multipart bodies on the upload, voice-sample, avatar and cover routes', () => {
  // At its full number of cases the fuzz uploads hundreds of times from one account; the upload limit has its own
  // test (bff/src/limits/limits.test.ts).
  const own = userWithProject({ LIMIT_UPLOADS_PER_HOUR: '100000' });

  const send = async (path: string, request: MultipartRequest) => {
    const response = await fetch(`${own.bff.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${own.user.idToken}`,
        ...(request.contentType && { 'Content-Type': request.contentType }),
      },
      body: request.body,
    });
    return { status: response.status, text: await response.text() };
  };

  /**
   * Sends hostile image uploads to `path`: never a 500, nothing of the user's harmed; an accepted image is the only
   * one `stored` lists afterwards (`kept` reads which from the answer), a refused one changes nothing stored.
   */
  const fuzzImageUpload = async (upload: {
    path: string;
    image: Upload;
    stored: () => Promise<string[]>;
    kept: (answerText: string) => string;
    what: string;
    fullRuns: number;
  }) => {
    const prototypes = prototypeSnapshot();
    const { requests, run } = hostileUploads(upload.image, upload.fullRuns);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = await own.state();
        const storedBefore = await upload.stored();
        const answer = await send(upload.path, request);
        expectNoHarm(answer, before, await own.state(), prototypes);
        const storedAfter = await upload.stored();
        if (answer.status === 200) expect(storedAfter).toEqual([upload.kept(answer.text)]);
        else expect(storedAfter, `a refused ${upload.what} changed what is stored`).toEqual(storedBefore);
      }),
      run,
    );
  };

  /** Usually the user's own project, so the checks after it are reached; sometimes a stranger's or nonsense. */
  const projectIds = () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(own.project) },
      { weight: 1, arbitrary: fc.constant(randomUUID()) },
      { weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
    );

  it('POST /api/upload: never a 500; a refused script changes nothing; an accepted one is the only one stored', async () => {
    const docx = new Uint8Array(await readFile(DOCX_FIXTURE));
    const { requests, run } = hostileUploads(
      {
        // Each script a kind of its own: a short run still sends every encoding.
        files: [
          ...SCRIPT_TEXTS.map((script) => ({ kind: fc.constant(script), name: 'script.txt' })),
          { kind: fc.constant(docx), name: 'script.docx' },
          { kind: damaged(docx), name: 'script.docx' },
          { kind: fc.uint8Array({ maxLength: 4096 }), name: 'script.txt' },
        ],
        hostile: (script) =>
          fc
            .tuple(fieldPart(['projectId'], projectIds()), filePart('file', script, ['.txt', '.docx', '.pdf', '.TXT']))
            .map((list): RawPart[] => list),
        expected: (script) => [
          textPart('projectId', own.project),
          wholeFilePart('file', { ...script, type: script.name.endsWith('.docx') ? DOCX_TYPE : 'text/plain' }),
        ],
      },
      150,
    );
    const prototypes = prototypeSnapshot();
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = await own.state();
        const answer = await send('/api/upload', request);
        const after = await own.state();
        expectNoHarm(answer, before, after, prototypes);
        if (answer.status === 200) {
          const { data } = JSON.parse(answer.text) as { data: { source_document: { key: string } } };
          expect(after.objects.map((object) => object.key)).toEqual(scriptObjects(data.source_document.key));
        }
      }),
      run,
    );
  }, 600_000);

  it('POST /api/process-voice-emotion: never a 500; a refused sample leaves no voice, narration or stored sample', async () => {
    // With a script, a sample reaches the media-service's decoder instead of stopping at "no script yet".
    await uploadScript(own.bff.url, own.user, own.project, textFile(SHORT_SCRIPT));
    // Two seconds of voice: too little speech, so no whole sample here makes a voice.
    const sample = voiceLikeSample(140, 4, 2);
    const samples = [
      fc.constant(sample),
      damaged(sample),
      fc.uint8Array({ maxLength: 4096 }),
      fc
        .uint8Array({ maxLength: 2048 })
        .map((tail) => new Uint8Array([...Buffer.from('RIFF\xff\xff\xff\x7fWAVEfmt ', 'latin1'), ...tail])),
      fc
        .uint8Array({ maxLength: 2048 })
        .map((tail) => new Uint8Array([...Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), ...tail])),
      fc.constant(new Uint8Array(0)),
    ];
    const emotions = fc.oneof(
      fc.constantFrom('[]', '["Joyful"]', '["Joyful","Worried"]', '[', '{}', '["__proto__"]', 'null', '[1e309]'),
      fc.constantFrom(...NASTY_TEXTS),
    );
    const { requests, run } = hostileUploads(
      {
        files: samples.map((kind) => ({ kind, name: 'my voice.wav' })),
        hostile: (voice) =>
          fc
            .tuple(
              fieldPart(['projectId'], projectIds()),
              fieldPart(['voiceModelId'], fc.constantFrom('', randomUUID(), ...NASTY_TEXTS)),
              fieldPart(['emotions'], emotions),
              fieldPart(['flowType'], fc.constantFrom('custom', 'default', 'predefined', ...NASTY_TEXTS)),
              filePart('customVoiceFile', voice, ['.wav', '.mp3', '.txt', '.WAV']),
            )
            .map((list): RawPart[] => list),
        expected: (voice) => [
          textPart('projectId', own.project),
          textPart('voiceModelId', ''),
          textPart('emotions', '[]'),
          textPart('flowType', 'custom'),
          wholeFilePart('customVoiceFile', { ...voice, type: 'audio/wav' }),
        ],
      },
      100,
    );
    const prototypes = prototypeSnapshot();
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = await own.state();
        const answer = await send('/api/process-voice-emotion', request);
        if (answer.status === 202) {
          // A damaged header can stretch the sample into enough speech: let that narration end before going on.
          const { data } = JSON.parse(answer.text) as { data: { jobId: string } };
          await waitForNarration(own.bff.url, own.user.idToken, data.jobId);
          return;
        }
        expectNoHarm(answer, before, await own.state(), prototypes);
        if (answer.status >= 400) {
          const sent = new Set(
            request.parts.filter((part) => part.content.length > 0).map((part) => md5(part.content)),
          );
          const kept = (await storedObjects('voices/samples/')).filter((object) => sent.has(object.etag));
          expect(kept, 'a refused sample stays in storage').toEqual([]);
        }
      }),
      run,
    );
  }, 600_000);

  it('POST /api/users/avatar: never a 500; a refused image changes nothing; an accepted one is the only avatar kept', async () => {
    const image = await imageUpload({
      idField: 'userId',
      fileField: 'avatar',
      background: 'orange',
      otherImage: 'GIF89a',
      extensions: ['.png', '.jpg', '.gif', '.svg'],
    });
    const userId = ((await own.state()).user as { id: string }).id;
    await fuzzImageUpload({
      path: '/api/users/avatar',
      image,
      // As the path of the address the answer gives.
      stored: async () => (await storedObjects(`avatars/${userId}/`)).map((object) => `/reeltalk/${object.key}`),
      kept: (text) => new URL((JSON.parse(text) as { data: { url: string } }).data.url).pathname,
      what: 'avatar',
      fullRuns: 80,
    });
  }, 600_000);

  it('POST /api/projects/:id/cover: never a 500; a refused image changes nothing; an accepted one is the only cover kept', async () => {
    const image = await imageUpload({
      idField: 'projectId',
      fileField: 'image',
      background: 'teal',
      otherImage: 'RIFF\0\0\0\0WEBP',
      extensions: ['.png', '.jpg', '.webp', '.svg'],
    });
    await fuzzImageUpload({
      path: `/api/projects/${own.project}/cover`,
      image,
      stored: async () => (await storedObjects(`projects/${own.project}/cover/`)).map((object) => object.key),
      kept: (text) => (JSON.parse(text) as { data: { videoInfo: { cover_art: string } } }).data.videoInfo.cover_art,
      what: 'cover',
      fullRuns: 60,
    });
  }, 600_000);
});
