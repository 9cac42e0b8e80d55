import type {
  NarrateAudio,
  NarrationState,
  NarrationStatus,
  Project,
  ProjectNarration,
  VoiceFlowType,
} from '@reeltalk/contracts';
import { BadRequest, Conflict, NotFound, Unprocessable } from '@reeltalk/server-kit';
import type { MediaClient, MediaJob } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { NarrationReading } from '../voice/reading.ts';
import type { NarrationRepository } from './repository.ts';
import { narrationResultSchema } from './result.ts';
import type { NarrationRow } from './table.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATES: Record<MediaJob['state'], NarrationState> = {
  queued: 'queued',
  running: 'active',
  done: 'completed',
  failed: 'failed',
};

export const NARRATION_MESSAGES = {
  noScript: 'This project has no script to narrate yet. Upload a .docx or .txt file first.',
  notFound: 'Narration not found.',
  lost: 'The narration job was lost. Please start the narration again.',
} as const;

/** A job the media-service no longer knows (its data was reset): it will never finish, so it counts as failed. */
const lostJob = (row: NarrationRow): MediaJob => ({
  jobId: row.job_id,
  projectId: row.project_id,
  state: 'failed',
  stage: 'Failed',
  percent: 0,
  result: null,
  error: NARRATION_MESSAGES.lost,
});

export function createNarrationService(deps: {
  narrations: NarrationRepository;
  projects: ProjectService;
  media: MediaClient;
  /** The project's voice (else the default one) with its emotions. */
  readingOf: (project: Project) => Promise<NarrationReading>;
}) {
  const { narrations, projects, media } = deps;

  /** Starts the media-service's job; `flowType` is set by the voice step and picks its stage texts. */
  const startJob = (projectId: string, sourceKey: string, reading: NarrationReading, flowType?: VoiceFlowType) =>
    media
      .startNarration(projectId, { sourceKey, voice: reading.voice, prosody: reading.prosody, flowType })
      .catch((error: unknown) => {
        // An unknown voice, or a script gone from storage: the project cannot be narrated as it stands.
        const refused = error instanceof BadRequest || error instanceof NotFound;
        throw refused ? new Unprocessable(error.message) : error;
      });

  const mediaJob = (row: NarrationRow) =>
    media.job(row.job_id).catch((error: unknown) => {
      if (error instanceof NotFound) return lostJob(row);
      throw error;
    });

  /** The narration's progress; a job seen finished for the first time has its result written onto the project. */
  const sync = async (row: NarrationRow): Promise<NarrationStatus> => {
    const job = await mediaJob(row);
    const state = STATES[job.state];
    if (state === 'completed') {
      const result = narrationResultSchema.safeParse(job.result);
      // Not the caller's fault: a media-service answer we cannot read is a 500, logged.
      if (!result.success) throw new Error(`Unreadable narration result of job ${row.job_id}: ${result.error.message}`);
      await narrations.complete(row.job_id, result.data);
    } else if (state !== row.state) {
      await narrations.settle(row.job_id, state);
    }
    return {
      jobId: row.job_id,
      projectId: row.project_id,
      state,
      stage: job.stage,
      percent: job.percent,
      error: state === 'failed' ? (job.error ?? NARRATION_MESSAGES.lost) : null,
    };
  };

  /** The narration, once the caller is known to own its project (404 / 403 otherwise). */
  const owned = async (caller: Caller, jobId: string): Promise<NarrationRow> => {
    const row = uuid.test(jobId) ? await narrations.find(jobId) : undefined;
    if (!row) throw new NotFound(NARRATION_MESSAGES.notFound);
    // Another user's narration reads as one that does not exist, so job ids cannot be probed either.
    await projects.get(caller, row.project_id).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(NARRATION_MESSAGES.notFound) : error;
    });
    return row;
  };

  /** Brings the project's narration in flight up to date; answers it while it is still queued or running. */
  const inFlight = async (projectId: string): Promise<NarrationStatus | undefined> =>
    runningStatus(await narrations.inFlight(projectId));

  const runningStatus = async (row: NarrationRow | undefined): Promise<NarrationStatus | undefined> => {
    if (!row) return undefined;
    const status = await sync(row);
    return status.state === 'queued' || status.state === 'active' ? status : undefined;
  };

  return {
    /** Starts narrating the project's script, or answers the narration already running; resolves with its job id. */
    async start(caller: Caller, body: NarrateAudio): Promise<string> {
      const project = await projects.get(caller, body.projectId);
      const running = await inFlight(project._id);
      if (running) return running.jobId;
      const reading = await deps.readingOf(project);
      const jobId = await narrations.startOnce(project._id, reading, (sourceKey) =>
        startJob(project._id, sourceKey, reading),
      );
      if (!jobId) throw new Conflict(NARRATION_MESSAGES.noScript);
      return jobId;
    },

    /**
     * Narrates the project (already known to be the caller's) again with `reading`, for the voice step: a narration
     * in flight with another reading is superseded. Paragraphs narrated before with the same reading are reused.
     */
    async restart(project: Project, reading: NarrationReading, flowType: VoiceFlowType): Promise<string> {
      const jobId = await narrations.startOnce(
        project._id,
        reading,
        (sourceKey) => startJob(project._id, sourceKey, reading, flowType),
        { flowType },
      );
      if (!jobId) throw new Conflict(NARRATION_MESSAGES.noScript);
      return jobId;
    },

    async status(caller: Caller, jobId: string): Promise<NarrationStatus> {
      return sync(await owned(caller, jobId));
    },

    /** For the event stream: checks ownership once, then answers a poll that needs no further checks. */
    async watch(caller: Caller, jobId: string): Promise<() => Promise<NarrationStatus>> {
      let row = await owned(caller, jobId);
      return async () => {
        const status = await sync(row);
        row = { ...row, state: status.state };
        return status;
      };
    },

    /** project.narration: the narration in flight, if any, after writing a finished one onto the project. */
    /** The narration in flight on the caller's project, for GET /api/projects/:id; nothing for anyone else's. */
    async ofProject(caller: Caller, projectId: string): Promise<ProjectNarration | undefined> {
      const status = uuid.test(projectId)
        ? await runningStatus(await narrations.inFlightOwnedBy(projectId, caller.userId))
        : undefined;
      return status && { jobId: status.jobId, state: status.state, percent: status.percent, stage: status.stage };
    },
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
