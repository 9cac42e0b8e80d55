import {
  CUSTOM_VOICE_FILE_MESSAGES,
  PROCESS_VOICE_MESSAGES,
  PROJECT_MESSAGES,
  projectSchema,
  VOICE_MODELS_MESSAGE,
  VOICE_PROCESSING_DONE,
  VOICE_PROCESSING_STAGES,
  VOICE_SAMPLE_MESSAGES,
  voiceModelsAnswerSchema,
  type Project,
  type VoiceModel,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteObject } from '../../testing/object-storage.ts';
import { storedObjects } from '../../testing/security/user-state.ts';
import { call, signUpUser, startTestApp, type ApiAnswer, type TestUser } from '../../testing/harness.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import {
  createProject,
  getProject,
  readJobEvents,
  storedKeys,
  textFile,
  uploadScript,
  waitForNarration,
  watchProject,
} from '../../testing/scripts.ts';
import { voiceLikeSample, wavFile } from '../../testing/voice-audio.ts';

const SCRIPT =
  'Chapter One\n\nThe lamp was lit. Anna opened the old book and began to read aloud.\n\n' +
  'Outside, the rain had stopped, and the garden smelled of wet earth and roses.\n';
const missingVoice = '00000000-0000-4000-8000-000000000000';

type Part = [field: string, value: string | File];

describe('voice and emotion', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let catalogue: VoiceModel[];
  const voiceNamed = (name: string) => catalogue.find((voice) => voice.name === name) as VoiceModel;

  const voiceModels = async (user: TestUser, projectId?: string): Promise<VoiceModel[]> => {
    const query = projectId === undefined ? '' : `?projectId=${projectId}`;
    const answer = await call(bff.url, 'GET', `/api/voice-models${query}`, { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return voiceModelsAnswerSchema.parse(answer.body).data;
  };

  /** POST /api/process-voice-emotion as the voice step sends it: multipart fields in the order given. */
  const processVoice = async (user: TestUser | undefined, parts: Part[]): Promise<ApiAnswer> => {
    const form = new FormData();
    for (const [field, value] of parts) form.append(field, value);
    const response = await fetch(`${bff.url}/api/process-voice-emotion`, {
      method: 'POST',
      headers: user ? { Authorization: `Bearer ${user.idToken}` } : {},
      body: form,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  };
  const choose = (projectId: string, voiceModelId: string, emotions: string[], flowType: string): Part[] => [
    ['projectId', projectId],
    ['voiceModelId', voiceModelId],
    ['emotions', JSON.stringify(emotions)],
    ['flowType', flowType],
  ];
  const jobIdOf = (answer: ApiAnswer): string => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    return (answer.body as { data: { jobId: string } }).data.jobId;
  };
  /** What the media-service's job says it did: paragraphs read by the engine now, and those reused. */
  const paragraphsOf = async (jobId: string) => {
    const response = await fetch(`${inject('bffTest').mediaServiceUrl}/jobs/${jobId}`, {
      headers: { Authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    return (
      (await response.json()) as { result: { paragraphs: { total: number; synthesized: number; reused: number } } }
    ).result.paragraphs;
  };
  const projectWithScript = async (user = owner, script = SCRIPT): Promise<Project> => {
    const project = await createProject(bff.url, user);
    return uploadScript(bff.url, user, project._id, textFile(script));
  };
  /** A project with its first narration (the default voice) done, as after the review step. */
  const narratedProject = async (): Promise<Project> => {
    const project = await projectWithScript();
    const started = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: owner.idToken,
      json: { projectId: project._id, vocalType: 'default' },
    });
    expect(await waitForNarration(bff.url, owner.idToken, jobIdOf(started))).toMatchObject({ state: 'done' });
    return projectSchema.parse(await getProject(bff.url, owner, project._id));
  };

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    catalogue = await voiceModels(owner);
  });
  afterAll(() => bff.stop());

  it('answers 401 without a token on every route', async () => {
    expect((await call(bff.url, 'GET', '/api/voice-models')).status).toBe(401);
    const answer = await processVoice(undefined, choose(missingVoice, missingVoice, [], 'predefined'));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'unauthorized' });
  });

  describe('GET /api/voice-models', () => {
    it('lists the catalogue from the database: six or more distinct voices, exactly one default', async () => {
      const answer = await call(bff.url, 'GET', '/api/voice-models', { token: owner.idToken });
      expect(answer.body).toMatchObject({ success: true, message: VOICE_MODELS_MESSAGE });
      const predefined = catalogue.filter((voice) => !voice.custom);
      expect(predefined.length).toBeGreaterThanOrEqual(6);
      expect(predefined.filter((voice) => voice.isDefault)).toHaveLength(1);
      expect(new Set(predefined.map((voice) => voice.name)).size).toBe(predefined.length);
      expect(new Set(predefined.map((voice) => voice.gender))).toEqual(new Set(['female', 'male']));
      expect(new Set(predefined.map((voice) => voice.accent)).size).toBeGreaterThanOrEqual(4);
      for (const voice of predefined) {
        expect(voice.displayName.length).toBeGreaterThan(0);
        expect(voice.description.length).toBeGreaterThan(20);
        expect(voice.tone.length).toBeGreaterThan(0);
      }
    });

    it('gives every voice a preview clip made by the engine, stored, that plays from its presigned URL', async () => {
      for (const voice of catalogue) {
        expect(voice.preview_audio.duration, voice.name).toBeGreaterThan(1);
        const played = await fetch(voice.preview_audio.file as string);
        expect(played.status, voice.name).toBe(200);
        expect(played.headers.get('content-type')).toBe('audio/mpeg');
        const bytes = new Uint8Array(await played.arrayBuffer());
        const id3 = Buffer.from(bytes.subarray(0, 3)).toString('latin1') === 'ID3';
        expect(id3 || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0), voice.name).toBe(true);
      }
      // Each voice its own clip.
      expect(new Set(catalogue.map((voice) => new URL(voice.preview_audio.file!).pathname)).size).toBe(
        catalogue.length,
      );
    });
    it("reads each preview heard for a project with the project's dictionary, as its narration would be", async () => {
      // A reader of their own: the user entry below would otherwise reach the owner's other projects.
      const reader = await signUpUser();
      const project = await createProject(bff.url, reader);
      const isla = voiceNamed('isla');
      const previewOf = async (projectId?: string) =>
        (await voiceModels(reader, projectId)).find((voice) => voice._id === isla._id)!.preview_audio;
      const clipOf = (preview: VoiceModel['preview_audio']) => new URL(preview.file!).pathname;
      const pronounce = async (scope: 'user' | 'project', respelling: string) => {
        const answer = await call(bff.url, 'POST', '/api/pronunciations', {
          token: reader.idToken,
          json: { scope, projectId: project._id, term: 'Isla', respelling },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        return (answer.body as { pronunciation: { id: string } }).pronunciation.id;
      };
      const plain = await previewOf(project._id);
      expect(clipOf(plain)).toBe(clipOf(isla.preview_audio));

      // The owner's own entry: the name, said as respelt, makes the clip much longer; no other voice says it.
      const userEntry = await pronounce('user', 'eye la the wanderer of the northern hills');
      const respelt = await voiceModels(reader, project._id);
      const userSaid = respelt.find((voice) => voice._id === isla._id)!.preview_audio;
      expect(clipOf(userSaid)).not.toBe(clipOf(plain));
      expect(userSaid.duration! - plain.duration!).toBeGreaterThan(1);
      for (const voice of respelt.filter((each) => each._id !== isla._id && !each.custom)) {
        expect(clipOf(voice.preview_audio), voice.name).toBe(clipOf(voiceNamed(voice.name).preview_audio));
      }
      // Without the project, the voice sounds as it always does.
      expect(clipOf(await previewOf())).toBe(clipOf(plain));

      // The project's entry wins over the owner's, and a changed dictionary gives a clip of its own.
      await pronounce('project', 'eye la');
      const projectSaid = await previewOf(project._id);
      expect(clipOf(projectSaid)).not.toBe(clipOf(userSaid));
      expect(userSaid.duration! - projectSaid.duration!).toBeGreaterThan(1);
      const removed = await call(bff.url, 'DELETE', `/api/pronunciations/${userEntry}?projectId=${project._id}`, {
        token: reader.idToken,
      });
      expect(removed.status).toBe(200);
      expect(clipOf(await previewOf(project._id))).toBe(clipOf(projectSaid));

      // Another user's project is missing, as everywhere.
      const refused = await call(bff.url, 'GET', `/api/voice-models?projectId=${project._id}`, {
        token: stranger.idToken,
      });
      expect(refused.status).toBe(404);
    });
  });

  describe('POST /api/process-voice-emotion', () => {
    it('re-narrates with the chosen voice and emotions, showing the predefined stages, and keeps both', async () => {
      const project = await narratedProject();
      const james = voiceNamed('james');
      const jobId = jobIdOf(await processVoice(owner, choose(project._id, james._id, ['Joyful'], 'predefined')));

      const { events } = await readJobEvents(bff.url, owner.idToken, project._id, jobId);
      const last = events.at(-1);
      expect(last).toMatchObject({ state: 'done', percent: 100, stage: VOICE_PROCESSING_DONE.text });
      const allowed = new Set([
        ...VOICE_PROCESSING_STAGES.predefined.map((stage) => stage.text),
        'Waiting to start...',
      ]);
      // A queued job no worker is free for says so, with how many jobs go before it (other files' jobs, say).
      const waiting = (stage: string) => stage.startsWith('Waiting for a free worker (');
      for (const event of events.slice(0, -1)) {
        if (!waiting(event.stage)) expect(allowed, event.stage).toContain(event.stage);
      }

      const after = projectSchema.parse(await getProject(bff.url, owner, project._id));
      expect(after.voice_model_id).toEqual({
        _id: james._id,
        name: 'james',
        displayName: 'James',
        gender: 'male',
        tone: james.tone,
      });
      expect(after.emotions).toEqual(['Joyful']);
      for (const stem of ['vocal', 'timeline', 'peaks'] as const) {
        expect(after.audio_stems[stem]).toMatch(new RegExp(`^projects/${project._id}/narration/${jobId}/`));
      }
      expect(after.source_document?.transcript).toMatch(new RegExp(`/${jobId}/transcript\\.srt$`));
    });

    it('reuses every paragraph when switching back to a voice and emotions narrated before', async () => {
      const project = await narratedProject();
      const [james, marcus] = [voiceNamed('james'), voiceNamed('marcus')];
      const first = jobIdOf(await processVoice(owner, choose(project._id, james._id, ['Joyful'], 'predefined')));
      await waitForNarration(bff.url, owner.idToken, first);
      expect(await paragraphsOf(first)).toMatchObject({ reused: 0 });
      const other = jobIdOf(await processVoice(owner, choose(project._id, marcus._id, ['Worried'], 'predefined')));
      await waitForNarration(bff.url, owner.idToken, other);
      expect(await paragraphsOf(other)).toMatchObject({ reused: 0 });

      const back = jobIdOf(await processVoice(owner, choose(project._id, james._id, ['Joyful'], 'predefined')));
      expect(await waitForNarration(bff.url, owner.idToken, back)).toMatchObject({ state: 'done' });
      const paragraphs = await paragraphsOf(back);
      expect(paragraphs).toEqual({ total: paragraphs.total, synthesized: 0, reused: paragraphs.total });
      expect(paragraphs.total).toBeGreaterThan(1);
      const after = projectSchema.parse(await getProject(bff.url, owner, project._id));
      expect(after.voice_model_id).toMatchObject({ _id: james._id });
      // Same voice, emotions and text as the first narration: its assembled track is served again, not re-encoded.
      expect(after.audio_stems.vocal).toContain(`/${first}/`);
    });

    it('saves only the emotions when the spec says there is nothing to process', async () => {
      const project = await narratedProject();
      const ava = catalogue.find((voice) => voice.isDefault) as VoiceModel;
      const answer = await processVoice(owner, choose(project._id, ava._id, ['Worried', 'Neutral'], 'default'));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: { jobId: null } });
      const after = projectSchema.parse(await getProject(bff.url, owner, project._id));
      expect(after.emotions).toEqual(['Worried', 'Neutral']);
      expect(after.audio_stems).toEqual(project.audio_stems);
      expect(after.voice_model_id).toEqual(project.voice_model_id);
    });

    it('narrates the default voice when the project has no vocal track yet', async () => {
      const project = await projectWithScript();
      const ava = catalogue.find((voice) => voice.isDefault) as VoiceModel;
      const jobId = jobIdOf(await processVoice(owner, choose(project._id, ava._id, [], 'default')));
      expect(await waitForNarration(bff.url, owner.idToken, jobId)).toMatchObject({ state: 'done' });
      const after = projectSchema.parse(await getProject(bff.url, owner, project._id));
      expect(after.voice_model_id).toMatchObject({ _id: ava._id, displayName: ava.displayName });
      expect(after.audio_stems.vocal).toContain(`/${jobId}/`);
    });

    it('makes a custom voice of the caller from the sample and narrates with it', async () => {
      const project = await projectWithScript();
      // Watched before the job starts, so its custom-voice stages are heard however fast it runs.
      const watching = await watchProject(bff.url, owner.idToken, project._id);
      const sample = new File([voiceLikeSample(140, 4, 5)], 'my voice.wav', { type: 'audio/wav' });
      const answer = await processVoice(owner, [
        ...choose(project._id, '', ['Neutral'], 'custom'),
        ['customVoiceFile', sample],
      ]);
      const jobId = jobIdOf(answer);
      const voiceModel = (answer.body as { data: { voiceModel: VoiceModel } }).data.voiceModel;
      expect(voiceModel).toMatchObject({ custom: true, isDefault: false, gender: 'male', tone: 'Custom' });
      expect(voiceModel.description).toContain('my voice.wav');
      expect(voiceModel.preview_audio.file).toEqual(expect.any(String));

      const { events } = await watching.eventsOf(jobId);
      const customStages = new Set(VOICE_PROCESSING_STAGES.custom.map((stage) => stage.text));
      expect(events.some((event) => customStages.has(event.stage))).toBe(true);
      expect(events.at(-1)).toMatchObject({ state: 'done', stage: VOICE_PROCESSING_DONE.text });
      const after = projectSchema.parse(await getProject(bff.url, owner, project._id));
      expect(after.voice_model_id).toMatchObject({ _id: voiceModel._id, displayName: voiceModel.displayName });

      // Listed for its owner only, after the predefined voices; nobody else may narrate with it.
      expect((await voiceModels(owner)).at(-1)).toMatchObject({ _id: voiceModel._id, custom: true });
      expect((await voiceModels(stranger)).map((voice) => voice._id)).not.toContain(voiceModel._id);
      const theirs = await projectWithScript(stranger);
      const refused = await processVoice(stranger, choose(theirs._id, voiceModel._id, [], 'predefined'));
      expect(refused.status).toBe(404);
    });

    it('keeps neither the custom voice nor its stored sample when the narration cannot start', async () => {
      const project = await projectWithScript();
      // The script gone from storage: the media-service stores the sample, then refuses to narrate.
      await deleteObject(project.source_document!.key!);
      const samples = async () => (await storedObjects('voices/samples/')).map((object) => object.key);
      const before = { samples: await samples(), voices: (await voiceModels(owner)).map((voice) => voice._id) };

      const sample = new File([voiceLikeSample(140, 4, 5)], 'my voice.wav', { type: 'audio/wav' });
      const answer = await processVoice(owner, [
        ...choose(project._id, '', ['Neutral'], 'custom'),
        ['customVoiceFile', sample],
      ]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(await samples()).toEqual(before.samples);
      expect((await voiceModels(owner)).map((voice) => voice._id)).toEqual(before.voices);
    });

    describe('bad input', () => {
      let project: Project;
      beforeAll(async () => {
        project = await projectWithScript();
      });
      const silentWav = (seconds: number) => wavFile(new Float32Array(seconds * 16_000), 16_000);
      const withFile = (file: File): Part[] => [
        ...choose(project._id, '', ['Joyful'], 'custom'),
        ['customVoiceFile', file],
      ];

      it.each([
        [
          'a 4 MB wav',
          () => withFile(new File([silentWav(125)], 'long.wav', { type: 'audio/wav' })),
          'owner',
          413,
          { error: 'payload_too_large', message: CUSTOM_VOICE_FILE_MESSAGES.size },
        ],
        [
          'a text file renamed .mp3',
          () => withFile(new File(['Chapter One\n\nNot a recording.'], 'voice.mp3', { type: 'audio/mpeg' })),
          'owner',
          415,
          { error: 'unsupported_media_type', message: CUSTOM_VOICE_FILE_MESSAGES.type },
        ],
        [
          'a text file as it is',
          () => withFile(new File(['Not a recording.'], 'voice.txt', { type: 'text/plain' })),
          'owner',
          415,
          { error: 'unsupported_media_type', message: CUSTOM_VOICE_FILE_MESSAGES.type },
        ],
        [
          'a silent wav',
          () => withFile(new File([silentWav(5)], 'silence.wav', { type: 'audio/wav' })),
          'owner',
          422,
          { error: 'unprocessable', message: VOICE_SAMPLE_MESSAGES.silent },
        ],
        [
          'an unknown voiceModelId',
          () => choose(project._id, missingVoice, ['Joyful'], 'predefined'),
          'owner',
          404,
          { error: 'not_found', message: PROCESS_VOICE_MESSAGES.voiceNotFound },
        ],
        [
          "another user's project, answered as a missing one",
          () => choose(project._id, voiceNamed('james')._id, ['Joyful'], 'predefined'),
          'stranger',
          404,
          { error: 'not_found', message: PROJECT_MESSAGES.notFound },
        ],
        [
          'emotions that are not a JSON list',
          () => [...choose(project._id, voiceNamed('james')._id, [], 'predefined').slice(0, 2), ['emotions', 'Joyful']],
          'owner',
          400,
          { error: 'bad_request', message: PROCESS_VOICE_MESSAGES.emotionsNotJson },
        ],
        [
          'projectId not first',
          () => [['voiceModelId', voiceNamed('james')._id], ...choose(project._id, '', [], 'predefined').slice(0, 1)],
          'owner',
          400,
          { error: 'bad_request', message: PROCESS_VOICE_MESSAGES.missingProjectId },
        ],
      ] as Array<[string, () => Part[], 'owner' | 'stranger', number, object]>)(
        'refuses %s with a clear error and changes nothing',
        async (_, parts, who, status, body) => {
          const user = who === 'stranger' ? stranger : owner;
          const before = {
            project: await getProject(bff.url, owner, project._id),
            keys: await storedKeys(project._id),
            voices: (await voiceModels(owner)).map((voice) => voice._id),
          };
          const answer = await processVoice(user, parts());
          expect(answer.status).toBe(status);
          expect(answer.body).toMatchObject(body);
          expect(await getProject(bff.url, owner, project._id)).toEqual(before.project);
          expect(await storedKeys(project._id)).toEqual(before.keys);
          expect((await voiceModels(owner)).map((voice) => voice._id)).toEqual(before.voices);
        },
      );
    });
  });
});
