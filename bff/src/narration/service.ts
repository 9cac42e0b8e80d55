import {
  isUuid,
  JOB_KINDS,
  type MediaJob,
  narrationParagraphCountsSchema,
  progressiveNarrationSchema,
  type NarrateAudio,
  type NarrationStatus,
  type Project,
  type ProjectNarration,
  type PronunciationEntry,
  type VoiceFlowType,
} from '@reeltalk/contracts';
import { BadRequest, Conflict, NotFound, Unprocessable } from '@reeltalk/server-kit';
import { z } from 'zod';
import { cancelledAsFailed, type JobState } from '../jobs/job-state.ts';
import { heardJob } from '../jobs/notifications.ts';
import { finishedJobResult, jobRecorder } from '../jobs/recording.ts';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { NarrationReading } from '../voice/reading.ts';
import type { NarrationRepository } from './repository.ts';
import { recordedNarrationSchema } from './result.ts';
import type { NarrationRow } from './table.ts';

export const NARRATION_MESSAGES = {
  noScript: 'This project has no script to narrate yet. Upload a .docx or .txt file first.',
  notFound: 'Narration not found.',
} as const;

const countedResultSchema = z.object({ paragraphs: narrationParagraphCountsSchema });

/** The narration's status from its job (a cancelled one, replaced by the voice step's, has failed for its watchers). */
const toStatus = (job: MediaJob): NarrationStatus => {
  const { event } = heardJob(cancelledAsFailed(job));
  return {
    jobId: event.jobId,
    projectId: event.projectId,
    state: event.state as NarrationStatus['state'],
    stage: event.stage,
    percent: event.percent,
    error: event.error,
    ...(event.parts && { parts: event.parts }),
  };
};

/**
 * Narrations of a project's script. The media-service runs them; the bff records which job belongs to which project
 * and, as soon as it hears a job finished (see jobs/notifications.ts), writes the result onto the project. Reading a
 * project or a narration never changes anything.
 */
export function createNarrationService(deps: {
  narrations: NarrationRepository;
  projects: ProjectService;
  media: MediaClient;
  jobState: JobState;
  limits: LimitService;
  /** The project's voice (else the default one) with its emotions. */
  readingOf: (project: Project) => Promise<NarrationReading>;
  /** The project's pronunciation dictionary (its own entries over its owner's): every narration reads with it. */
  dictionaryOf: (project: Project) => Promise<PronunciationEntry[]>;
}) {
  const { narrations, projects, media, jobState, limits } = deps;

  /**
   * Starts the media-service's job, within the caller's narration limits; `flowType` is set by the voice step and
   * picks its stage texts.
   */
  const startJob = async (
    caller: Caller,
    project: Project,
    sourceKey: string,
    reading: NarrationReading,
    flowType: VoiceFlowType | undefined,
  ) => {
    const start = async () =>
      media
        .call('startNarration', {
          projectId: project._id,
          body: {
            sourceKey,
            voice: reading.voice,
            prosody: reading.prosody,
            flowType,
            ownerId: project.userId._id,
            pronunciations: await deps.dictionaryOf(project),
          },
        })
        .then(({ jobId }) => jobId)
        .catch((error: unknown) => {
          // An unknown voice, or a script gone from storage: the project cannot be narrated as it stands.
          const refused = error instanceof BadRequest || error instanceof NotFound;
          throw refused ? new Unprocessable(error.message) : error;
        });
    const inFlight = () => jobState.inFlightCountOwnedBy(JOB_KINDS.narration, caller.userId, project._id);
    return limits.job(caller, JOB_KINDS.narration, inFlight, start);
  };

  /**
   * What the job record holds of the job beyond its events: the parts published while it ran and, once done, what it
   * read again and what it reused (nothing once the service forgot the job).
   */
  const detailsOf = (job: MediaJob): Pick<NarrationStatus, 'paragraphs' | 'progressive'> => {
    const counted = countedResultSchema.safeParse(job.result);
    const progressive = progressiveNarrationSchema.safeParse(job.partial);
    return {
      ...(counted.success && job.state === 'done' && { paragraphs: counted.data.paragraphs }),
      ...(progressive.success && { progressive: progressive.data }),
    };
  };

  /** The narration, once the caller is known to own its project (404 otherwise). */
  const owned = async (caller: Caller, jobId: string): Promise<NarrationRow> => {
    const row = isUuid(jobId) ? await narrations.find(jobId) : undefined;
    if (!row) throw new NotFound(NARRATION_MESSAGES.notFound);
    // Another user's narration reads as one that does not exist, so job ids cannot be probed either.
    await projects.get(caller, row.project_id, 'play').catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(NARRATION_MESSAGES.notFound) : error;
    });
    return row;
  };

  const startOnce = async (
    caller: Caller,
    project: Project,
    reading: NarrationReading,
    flowType: VoiceFlowType | undefined,
    replace = false,
  ): Promise<string> => {
    const jobId = await narrations.startOnce(
      project._id,
      reading,
      (sourceKey) => startJob(caller, project, sourceKey, reading, flowType),
      async () => (await jobState.inFlightOnProject(JOB_KINDS.narration, project._id)).map((job) => job.jobId),
      { flowType, replace },
    );
    if (!jobId) throw new Conflict(NARRATION_MESSAGES.noScript);
    return jobId;
  };

  /** Records what the media-service announces of a narration job on the bff's tables. */
  const recorder = jobRecorder({
    kind: JOB_KINDS.narration,
    jobs: narrations,
    // Dropped when the project has been deleted meanwhile, or its script replaced.
    recordDone: async (job) =>
      narrations.complete(job.jobId, await finishedJobResult({ media }, job, recordedNarrationSchema, 'narration')),
  });

  return {
    recorder,

    /** Starts narrating the project's script, or answers the narration already running; resolves with its job id. */
    async start(caller: Caller, body: NarrateAudio): Promise<string> {
      const project = await projects.get(caller, body.projectId);
      return startOnce(caller, project, await deps.readingOf(project), undefined);
    },

    /**
     * Narrates the project (already known to be the caller's) again with `reading`, for the voice step: a narration
     * in flight with another reading is superseded. Paragraphs narrated before with the same reading are reused.
     */
    restart(caller: Caller, project: Project, reading: NarrationReading, flowType: VoiceFlowType): Promise<string> {
      return startOnce(caller, project, reading, flowType);
    },

    /**
     * Narrates the project (already known to be the caller's to edit) again as it stands, after its pronunciation
     * dictionary changed: a narration in flight, which reads the dictionary as it was, is superseded.
     */
    async renarrate(caller: Caller, project: Project): Promise<string> {
      return startOnce(caller, project, await deps.readingOf(project), undefined, true);
    },

    async status(caller: Caller, jobId: string): Promise<NarrationStatus> {
      const row = await owned(caller, jobId);
      // Asked even once its end is recorded: why it failed, its paragraph counts and its published parts live in the
      // job record only (the bff keeps no copy of a job's state).
      const job = await jobState.job(JOB_KINDS.narration, row.job_id, row.project_id);
      return { ...toStatus(job), ...detailsOf(job) };
    },

    /** The narration in flight on the caller's project, for GET /api/projects/:id; nothing for anyone else's. */
    async ofProject(caller: Caller, projectId: string): Promise<ProjectNarration | undefined> {
      const pending = isUuid(projectId) ? await narrations.pendingOwnedBy(projectId, caller.userId) : [];
      if (pending.length === 0) return undefined;
      const inFlight = await jobState.inFlightOnProject(JOB_KINDS.narration, projectId);
      const job = inFlight.find((candidate) => pending.includes(candidate.jobId));
      if (!job) return undefined;
      const { event } = heardJob(job);
      return {
        jobId: job.jobId,
        // In flight: queued or running.
        state: event.state as ProjectNarration['state'],
        percent: event.percent,
        stage: event.stage,
      };
    },
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
