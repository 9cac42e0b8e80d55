import { randomUUID } from 'node:crypto';
import {
  CUSTOM_VOICE_FILE_MESSAGES,
  CUSTOM_VOICE_MIME_TYPES,
  fileExtension,
  PROCESS_VOICE_MESSAGES,
  processVoiceEmotionSchema,
  projectVoiceId,
  reNarrationFlow,
  type Project,
  type PronunciationEntry,
  type VoiceEngine,
  type VoiceModel,
} from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { BadRequest, Conflict, NotFound, UnsupportedMediaType } from '@reeltalk/server-kit';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import { NARRATION_MESSAGES, type NarrationService } from '../narration/service.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import { toVoiceModelJson } from './json.ts';
import { engineVoiceOf, readingOf } from './reading.ts';
import type { VoiceFile, VoiceForm } from './receive.ts';
import type { VoiceModelRepository } from './repository.ts';
import type { VoiceModelRow } from './table.ts';

const AUDIO_EXTENSIONS = ['.mp3', '.wav'];
const CUSTOM_PREVIEW_TEXT = 'Hello, this is your custom voice. This is how your story will sound.';

/** The type the file claims (its MIME type or extension); its content is checked by the media-service. */
const claimsAudio = (file: VoiceFile) =>
  (CUSTOM_VOICE_MIME_TYPES as readonly string[]).includes(file.contentType) ||
  AUDIO_EXTENSIONS.includes(fileExtension(file.name));

type ProcessVoiceResult = { jobId: string; voiceModel?: VoiceModel } | { jobId: null };

export function createVoiceService(deps: {
  voices: VoiceModelRepository;
  projects: ProjectService;
  narrations: NarrationService;
  media: MediaClient;
  limits: LimitService;
  logger: Logger;
  /** The project's pronunciation dictionary, the one its narrations read with: its previews read with it too. */
  dictionaryOf: (project: Project) => Promise<PronunciationEntry[]>;
}) {
  const { voices, projects, narrations, media, limits, logger } = deps;

  /**
   * The voices with their preview clips, read with the dictionary of the project they are heard for (if any); without
   * the media-service or the dictionary they are listed with no preview to play.
   */
  const withPreviews = async (
    rows: VoiceModelRow[],
    options: { engine?: VoiceEngine; project?: Project | undefined } = {},
  ): Promise<VoiceModel[]> => {
    const previews = await (async () => {
      const engine = options.engine ?? (await media.call('voiceEngine'));
      const pronunciations = options.project && (await deps.dictionaryOf(options.project));
      const answer = await media.call('voicePreviews', {
        body: {
          previews: rows.map((row) => ({
            voice: engineVoiceOf(row, engine),
            prosody: row.prosody,
            text: row.preview_text,
          })),
          pronunciations,
        },
      });
      return answer.previews;
    })().catch((error: unknown) => {
      logger.warn({ err: error }, 'voice previews unavailable');
      return [];
    });
    return rows.map((row, index) => toVoiceModelJson(row, previews[index]));
  };

  /** Deletes a custom voice's stored sample; failing to only leaves a stray object, so the error that led here wins. */
  const dropSample = (sampleKey: string) =>
    media.call('deleteVoiceSample', { body: { key: sampleKey } }).catch((error: unknown) => {
      logger.warn({ err: error, sampleKey }, 'custom voice sample left in storage');
    });

  /** A custom voice of the caller, made from the sample: matched to it in pitch and pace by the media-service. */
  const createCustomVoice = async (caller: Caller, file: VoiceFile, engine: VoiceEngine): Promise<VoiceModelRow> => {
    await limits.upload(caller);
    // A refused sample keeps the media-service's message, which is the custom-voice step's own text.
    const sample = await media.call('analyseVoiceSample', {
      body: { content: file.bytes, contentType: 'application/octet-stream' },
    });
    try {
      const { pitchHz, syllablesPerSecond, speechSeconds } = sample.analysis;
      const count = (await voices.countCustom(caller.userId)) + 1;
      return await voices.insert({
        name: `custom-${randomUUID().slice(0, 8)}`,
        display_name: count === 1 ? 'My Custom Voice' : `My Custom Voice ${count}`,
        description:
          `Made from ${file.name || 'your sample'}: reads at its pitch (about ${Math.round(pitchHz)} Hz) and pace ` +
          `(${syllablesPerSecond.toFixed(1)} syllables a second).`,
        gender: sample.gender,
        tone: 'Custom',
        accent: 'Your own',
        language: engine.voices.find((voice) => voice.id === sample.voice)?.language ?? 'en-US',
        engine_voices: JSON.stringify({ [sample.engine]: sample.voice }),
        prosody: JSON.stringify(sample.prosody),
        preview_text: CUSTOM_PREVIEW_TEXT,
        user_id: caller.userId,
        sample: JSON.stringify({
          key: sample.sampleKey,
          fileName: file.name,
          pitchHz,
          syllablesPerSecond,
          speechSeconds,
        }),
      });
    } catch (error) {
      // A sample whose voice was never saved is nobody's: not kept.
      await dropSample(sample.sampleKey);
      throw error;
    }
  };

  return {
    /**
     * GET /api/voice-models: the predefined voices, then the caller's own; with a project the caller may play, each
     * preview is read with that project's dictionary, as its narration would be.
     */
    async list(caller: Caller, projectId?: string): Promise<VoiceModel[]> {
      const project = projectId === undefined ? undefined : await projects.get(caller, projectId, 'play');
      return withPreviews(await voices.listFor(caller.userId), { project });
    },

    /**
     * POST /api/process-voice-emotion, the project already known to be the caller's. Re-narrates when
     * reNarrationFlow says so (with a custom voice made from the file, if one came), else saves the emotions only.
     * Every check is made before anything changes.
     */
    async process(caller: Caller, form: VoiceForm<Project>): Promise<ProcessVoiceResult> {
      const { target: project, file } = form;
      const body = processVoiceEmotionSchema.parse(form.fields);
      if (file && !claimsAudio(file)) throw new UnsupportedMediaType(CUSTOM_VOICE_FILE_MESSAGES.type);
      if (!file && !body.voiceModelId) throw new BadRequest(PROCESS_VOICE_MESSAGES.chooseVoice);
      const chosen = file ? undefined : await voices.findFor(caller.userId, body.voiceModelId);
      if (!file && !chosen) throw new NotFound(PROCESS_VOICE_MESSAGES.voiceNotFound);

      const flow = reNarrationFlow({
        customFile: file !== undefined,
        chosen: chosen && { id: chosen.id, isDefault: chosen.is_default },
        projectVoiceId: projectVoiceId(project),
        hasVocal: Boolean(project.audio_stems.vocal),
      });
      if (!flow) {
        if (body.emotions.length > 0) await projects.update(caller, project._id, { emotions: body.emotions });
        return { jobId: null };
      }
      if (!project.source_document?.key) throw new Conflict(NARRATION_MESSAGES.noScript);

      const engine = await media.call('voiceEngine');
      const voice = chosen ?? (await createCustomVoice(caller, file as VoiceFile, engine));
      try {
        const jobId = await narrations.restart(caller, project, readingOf(voice, body.emotions, engine), flow);
        if (chosen) return { jobId };
        const [voiceModel] = await withPreviews([voice], { engine, project });
        return { jobId, ...(voiceModel && { voiceModel }) };
      } catch (error) {
        // A custom voice nobody could narrate with is not kept, nor is its sample.
        if (!chosen) await Promise.all([voices.delete(voice.id), voice.sample && dropSample(voice.sample.key)]);
        throw error;
      }
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
