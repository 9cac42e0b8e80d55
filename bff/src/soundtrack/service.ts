import {
  isUuid,
  JOB_KINDS,
  musicResultSchema,
  type JobState as JobStateName,
  type MusicGeneration,
  type MusicPlan,
  type MusicStatus,
  type Soundtrack,
} from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import { cancelledAsFailed, type JobState } from '../jobs/job-state.ts';
import { finishedJobResult, jobRecorder } from '../jobs/recording.ts';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { SoundtrackRepository } from './repository.ts';
import type { SoundtrackRow } from './table.ts';

const SOUNDTRACK_SERVER_MESSAGES = {
  notFound: 'Soundtrack not found.',
  generationNotFound: 'Music generation not found.',
} as const;

const DESCRIBED_PROMPT_CHARS = 120;

/** An identical request this soon after its generation completed gets that one again rather than a second job. */
const SAME_GENERATION_RECENT_SECONDS = 10 * 60;

const toSoundtrackJson = (row: SoundtrackRow): Soundtrack => ({
  _id: row.id,
  title: row.title,
  short_description: row.short_description,
  type: row.type,
  duration: row.duration,
  source_audio: { file: row.file_key, preview: row.preview_key },
});

/** A generated track's description: its prompt, then what the composer made of it ("… · 72 bpm, D minor"). */
function describeGeneratedMusic(prompt: string, plan: MusicPlan): string {
  const words = prompt.length > DESCRIBED_PROMPT_CHARS ? `${prompt.slice(0, DESCRIBED_PROMPT_CHARS - 3)}...` : prompt;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} · ${Math.round(plan.tempo)} bpm, ${plan.key} ${plan.mode}`;
}

const STATUS_OF: Record<Exclude<JobStateName, 'cancelled'>, MusicStatus['status']> = {
  queued: 'queued',
  running: 'processing',
  // Done but not recorded yet (the announcement is on its way): still processing for the browser.
  done: 'processing',
  failed: 'failed',
};

/**
 * Soundtracks: the stock ones every user may use, and each user's own, generated from a prompt by the
 * media-service's 'music' job. The bff records which user a generation belongs to and, as soon as it hears the job
 * finished, the soundtrack it made (once).
 */
export function createSoundtrackService(deps: {
  soundtracks: SoundtrackRepository;
  projects: ProjectService;
  media: MediaClient;
  jobState: JobState;
  limits: LimitService;
}) {
  const { soundtracks, projects, media, jobState, limits } = deps;
  let stockRecorded: Promise<void> | undefined;

  /** The stock tracks are recorded once per process, the first time anyone needs them. */
  const recordStock = () => {
    stockRecorded ??= media
      .call('stockTracks')
      .then(({ tracks }) => soundtracks.upsertStock(tracks))
      .catch((error: unknown) => {
        stockRecorded = undefined;
        throw error;
      });
    return stockRecorded;
  };

  const recorder = jobRecorder({
    kind: JOB_KINDS.music,
    jobs: soundtracks,
    async recordDone(job) {
      const result = await finishedJobResult({ media }, job, musicResultSchema, 'music');
      const generation = await soundtracks.findGeneration(job.jobId);
      if (!generation) return;
      await soundtracks.completeGeneration(job.jobId, {
        short_description: describeGeneratedMusic(generation.prompt, result.plan),
        duration: result.durationSeconds,
        file_key: result.file,
        preview_key: result.preview,
      });
    },
  });

  return {
    recorder,

    /** The stock tracks, then the caller's own, newest first. */
    async list(caller: Caller): Promise<Soundtrack[]> {
      await recordStock();
      return (await soundtracks.listFor(caller.userId)).map(toSoundtrackJson);
    },

    /** A soundtrack the caller may place in a zone: stock or their own (anyone else's reads as missing). */
    async usable(caller: Caller, id: string): Promise<SoundtrackRow> {
      await recordStock();
      const row = await soundtracks.findUsable(id, caller.userId);
      if (!row) throw new NotFound(SOUNDTRACK_SERVER_MESSAGES.notFound);
      return row;
    },

    /**
     * Starts composing a track for the caller, from a project they may edit; resolves with the generation id. The same
     * request again while it runs, or just after it completed, answers that generation (a double click, a retry, a
     * script) instead of composing it twice.
     */
    async generate(caller: Caller, body: MusicGeneration): Promise<string> {
      const project = await projects.get(caller, body.projectId);
      const request = {
        user_id: caller.userId,
        project_id: project._id,
        track_name: body.track_name,
        prompt: body.prompt_description,
        duration: body.duration,
      };
      // Only a new generation counts against the caller's music limits.
      const inFlight = (jobIds: string[]) => jobState.inFlightAmong(JOB_KINDS.music, jobIds);
      return soundtracks.sameOrNewGeneration(request, SAME_GENERATION_RECENT_SECONDS, inFlight, () =>
        limits.job(
          caller,
          JOB_KINDS.music,
          () => jobState.inFlightCountOwnedBy(JOB_KINDS.music, caller.userId),
          () =>
            media
              .call('startMusic', {
                projectId: project._id,
                body: {
                  ownerId: caller.userId,
                  prompt: body.prompt_description,
                  durationSeconds: body.duration,
                  trackName: body.track_name,
                },
              })
              .then(({ jobId }) => jobId),
        ),
      );
    },

    /** How the caller's generation is doing, with its soundtrack once recorded; anyone else's reads as missing. */
    async status(caller: Caller, generationId: string): Promise<MusicStatus> {
      const row = isUuid(generationId) ? await soundtracks.findGeneration(generationId) : undefined;
      if (!row || row.user_id !== caller.userId) throw new NotFound(SOUNDTRACK_SERVER_MESSAGES.generationNotFound);
      const [soundtrack, job] = await Promise.all([
        soundtracks.findGenerated(row.job_id),
        jobState.job(JOB_KINDS.music, row.job_id, row.project_id ?? '').then(cancelledAsFailed),
      ]);
      if (soundtrack) {
        return {
          status: 'completed',
          stage: job.stage,
          percent: 100,
          error: null,
          soundtrack: toSoundtrackJson(soundtrack),
        };
      }
      const status = STATUS_OF[job.state];
      const percent = Math.round(job.percent * 10) / 10;
      return {
        status,
        stage: job.stage,
        percent: status === 'failed' ? percent : Math.min(percent, 99),
        error: status === 'failed' ? job.error : null,
        soundtrack: null,
      };
    },
  };
}

export type SoundtrackService = ReturnType<typeof createSoundtrackService>;
