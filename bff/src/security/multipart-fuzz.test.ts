import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scriptObjects, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from '../testing/scripts.ts';
import { voiceLikeSample } from '../voice/test-audio.ts';
import { NASTY_TEXTS } from './hostile-json.ts';
import {
  damaged,
  fieldPart,
  filePart,
  hostileMultipart,
  type MultipartRequest,
  type RawPart,
} from './hostile-multipart.ts';
import { expectNoHarm, prototypeSnapshot } from './invariants.ts';
import { userWithProject } from './user-fixture.ts';
import { storedObjects } from './user-state.ts';

/** Fixed, so a failure reproduces; fast-check prints the counterexample and the path to replay it. */
const SEED = 8_2026_11_23;

const DOCX_FIXTURE = '/work/shared/fixtures/docx/single-paragraph.docx';

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
 * The parts of an image upload: a stray `idField` and the `fileField` holding a real PNG (`background` coloured),
 * damaged or with text behind it, noise, or noise behind the magic bytes of `otherImage` or of a JPEG.
 */
async function imageUploadParts(fields: {
  idField: string;
  fileField: string;
  background: string;
  otherImage: string;
  extensions: string[];
}) {
  const png = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: fields.background } })
      .png()
      .toBuffer(),
  );
  const images = fc.oneof(
    fc.constant(png),
    damaged(png),
    fc.uint8Array({ maxLength: 4096 }),
    fc.constantFrom(...NASTY_TEXTS).map((text) => new Uint8Array([...png, ...encode(text)])),
    fc.uint8Array({ maxLength: 2048 }).map((tail) => new Uint8Array([...encode(fields.otherImage), ...tail])),
    fc.uint8Array({ maxLength: 2048 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, ...tail])),
  );
  return fc
    .tuple(
      fieldPart([fields.idField], fc.constantFrom(randomUUID(), ...NASTY_TEXTS)),
      filePart(fields.fileField, images, fields.extensions),
    )
    .map((list): RawPart[] => list);
}

describe('hostile multipart bodies on the upload, voice-sample, avatar and cover routes', () => {
  const own = userWithProject();

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
    parts: fc.Arbitrary<RawPart[]>;
    stored: () => Promise<string[]>;
    kept: (answerText: string) => string;
    what: string;
    numRuns: number;
  }) => {
    const prototypes = prototypeSnapshot();
    await fc.assert(
      fc.asyncProperty(hostileMultipart(upload.parts), async (request) => {
        const before = await own.state();
        const storedBefore = await upload.stored();
        const answer = await send(upload.path, request);
        expectNoHarm(answer, before, await own.state(), prototypes);
        const storedAfter = await upload.stored();
        if (answer.status === 200) expect(storedAfter).toEqual([upload.kept(answer.text)]);
        else expect(storedAfter, `a refused ${upload.what} changed what is stored`).toEqual(storedBefore);
      }),
      { seed: SEED, numRuns: upload.numRuns },
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
    const contents = fc.oneof(
      fc.constantFrom(...SCRIPT_TEXTS, docx),
      damaged(docx),
      fc.uint8Array({ maxLength: 4096 }),
    );
    const parts = fc
      .tuple(fieldPart(['projectId'], projectIds()), filePart('file', contents, ['.txt', '.docx', '.pdf', '.TXT']))
      .map((list): RawPart[] => list);
    const prototypes = prototypeSnapshot();
    await fc.assert(
      fc.asyncProperty(hostileMultipart(parts), async (request) => {
        const before = await own.state();
        const answer = await send('/api/upload', request);
        const after = await own.state();
        expectNoHarm(answer, before, after, prototypes);
        if (answer.status === 200) {
          const { data } = JSON.parse(answer.text) as { data: { source_document: { key: string } } };
          expect(after.objects.map((object) => object.key)).toEqual(scriptObjects(data.source_document.key));
        }
      }),
      { seed: SEED, numRuns: 150 },
    );
  }, 600_000);

  it('POST /api/process-voice-emotion: never a 500; a refused sample leaves no voice, narration or stored sample', async () => {
    // With a script, a sample reaches the media-service's decoder instead of stopping at "no script yet".
    await uploadScript(own.bff.url, own.user, own.project, textFile(SHORT_SCRIPT));
    // Two seconds of voice: too little speech, so no whole sample here makes a voice.
    const sample = voiceLikeSample(140, 4, 2);
    const samples = fc.oneof(
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
    );
    const emotions = fc.oneof(
      fc.constantFrom('[]', '["Joyful"]', '["Joyful","Worried"]', '[', '{}', '["__proto__"]', 'null', '[1e309]'),
      fc.constantFrom(...NASTY_TEXTS),
    );
    const parts = fc
      .tuple(
        fieldPart(['projectId'], projectIds()),
        fieldPart(['voiceModelId'], fc.constantFrom('', randomUUID(), ...NASTY_TEXTS)),
        fieldPart(['emotions'], emotions),
        fieldPart(['flowType'], fc.constantFrom('custom', 'default', 'predefined', ...NASTY_TEXTS)),
        filePart('customVoiceFile', samples, ['.wav', '.mp3', '.txt', '.WAV']),
      )
      .map((list): RawPart[] => list);
    const prototypes = prototypeSnapshot();
    await fc.assert(
      fc.asyncProperty(hostileMultipart(parts), async (request) => {
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
      { seed: SEED, numRuns: 100 },
    );
  }, 600_000);

  it('POST /api/users/avatar: never a 500; a refused image changes nothing; an accepted one is the only avatar kept', async () => {
    const parts = await imageUploadParts({
      idField: 'userId',
      fileField: 'avatar',
      background: 'orange',
      otherImage: 'GIF89a',
      extensions: ['.png', '.jpg', '.gif', '.svg'],
    });
    const userId = ((await own.state()).user as { id: string }).id;
    await fuzzImageUpload({
      path: '/api/users/avatar',
      parts,
      // As the path of the address the answer gives.
      stored: async () => (await storedObjects(`avatars/${userId}/`)).map((object) => `/reeltalk/${object.key}`),
      kept: (text) => new URL((JSON.parse(text) as { data: { url: string } }).data.url).pathname,
      what: 'avatar',
      numRuns: 80,
    });
  }, 600_000);

  it('POST /api/projects/:id/cover: never a 500; a refused image changes nothing; an accepted one is the only cover kept', async () => {
    const parts = await imageUploadParts({
      idField: 'projectId',
      fileField: 'image',
      background: 'teal',
      otherImage: 'RIFF\0\0\0\0WEBP',
      extensions: ['.png', '.jpg', '.webp', '.svg'],
    });
    await fuzzImageUpload({
      path: `/api/projects/${own.project}/cover`,
      parts,
      stored: async () => (await storedObjects(`projects/${own.project}/cover/`)).map((object) => object.key),
      kept: (text) => (JSON.parse(text) as { data: { videoInfo: { cover_art: string } } }).data.videoInfo.cover_art,
      what: 'cover',
      numRuns: 60,
    });
  }, 600_000);
});
