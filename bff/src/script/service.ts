import {
  countWords,
  isUuid,
  SCRIPT_EDIT_MESSAGES,
  SCRIPT_TAKE_MAX,
  withAnotherTake,
  type Project,
  type RegenerateUnit,
  type SaveScript,
  type ScriptAnswer,
  type ScriptChangeAnswer,
  type ScriptUnit,
  type ScriptVersionsAnswer,
  type ScriptVersionSummary,
} from '@reeltalk/contracts';
import { BadRequest, Conflict, NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import { NARRATION_MESSAGES, type NarrationService } from '../narration/service.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { NewScriptVersion, ScriptVersionRepository } from './repository.ts';
import type { ScriptVersionRow } from './table.ts';

const wordCountOf = (units: readonly ScriptUnit[]): number =>
  units.reduce((sum, unit) => sum + countWords(unit.text), 0);

const sameUnits = (a: readonly ScriptUnit[], b: readonly ScriptUnit[]): boolean =>
  a.length === b.length &&
  a.every((unit, index) => {
    const other = b[index] as ScriptUnit;
    return (
      unit.chapter === other.chapter &&
      unit.heading === other.heading &&
      unit.text === other.text &&
      unit.take === other.take
    );
  });

const toSummary = (row: ScriptVersionRow, currentId: string): ScriptVersionSummary => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  createdAt: row.created_at.toISOString(),
  wordCount: row.word_count,
  current: row.id === currentId,
  ...(row.restored_from !== null && { restoredFrom: row.restored_from }),
});

/**
 * The script of a project as versions the creator edits in the review: each change (an edit, a restore, another take
 * of a paragraph) adds a version and narrates it at once, the ordinary narration, which reads again only the
 * paragraphs whose words or take changed. Everything needs edit permission; other people's projects read as missing.
 */
export function createScriptEditService(deps: {
  versions: ScriptVersionRepository;
  projects: ProjectService;
  narrations: NarrationService;
  media: MediaClient;
}) {
  const { versions, projects, narrations, media } = deps;

  /** The version narrated now; the uploaded document is recorded as version 1 the first time it is asked for. */
  const currentVersion = async (project: Project): Promise<ScriptVersionRow> => {
    const documentKey = project.source_document?.key;
    if (!documentKey) throw new Conflict(NARRATION_MESSAGES.noScript);
    const current = await versions.current(project._id);
    if (current) return current;
    const units = (await media.call('scriptUnits', { projectId: project._id, query: { key: documentKey } })).units;
    await versions.recordUpload(project._id, documentKey, wordCountOf(units));
    const recorded = await versions.current(project._id);
    // Not recorded: another document was uploaded meanwhile.
    if (!recorded) throw new Conflict(SCRIPT_EDIT_MESSAGES.stale);
    return recorded;
  };

  /** The current version and its units, when it is still `baseVersionId` (409 otherwise). */
  const baseOf = async (project: Project, baseVersionId: string) => {
    const current = await currentVersion(project);
    if (current.id !== baseVersionId) throw new Conflict(SCRIPT_EDIT_MESSAGES.stale);
    return {
      current,
      units: (await media.call('scriptUnits', { projectId: project._id, query: { key: current.script_key } })).units,
    };
  };

  /** Stores `units` as the version after `baseVersionId` and narrates it. */
  const change = async (
    caller: Caller,
    project: Project,
    baseVersionId: string,
    kind: NewScriptVersion['kind'],
    units: ScriptUnit[],
  ): Promise<Required<ScriptChangeAnswer>> => {
    const scriptKey = (await media.call('storeScriptVersion', { projectId: project._id, body: { units } })).scriptKey;
    const row = await versions.addOn(project._id, baseVersionId, { kind, scriptKey, wordCount: wordCountOf(units) });
    if (!row) throw new Conflict(SCRIPT_EDIT_MESSAGES.stale);
    return { versionId: row.id, number: row.number, jobId: await narrations.renarrate(caller, project) };
  };

  return {
    /** GET /api/projects/:id/script: the version narrated now, as units. */
    async script(caller: Caller, projectId: string): Promise<ScriptAnswer> {
      const project = await projects.get(caller, projectId);
      const current = await currentVersion(project);
      const { units } = await media.call('scriptUnits', { projectId: project._id, query: { key: current.script_key } });
      return { versionId: current.id, number: current.number, units };
    },

    /** GET /api/projects/:id/script-versions: every version, newest first. */
    async list(caller: Caller, projectId: string): Promise<ScriptVersionsAnswer> {
      const project = await projects.get(caller, projectId);
      const current = await currentVersion(project);
      return { versions: (await versions.list(project._id)).map((row) => toSummary(row, current.id)) };
    },

    /**
     * PUT /api/projects/:id/script: the edited units as a new version, narrated; `started` is false when they are the
     * current version's (nothing to do).
     */
    async save(
      caller: Caller,
      projectId: string,
      body: SaveScript,
    ): Promise<{ answer: ScriptChangeAnswer; started: boolean }> {
      const project = await projects.get(caller, projectId);
      const { current, units } = await baseOf(project, body.baseVersionId);
      if (sameUnits(units, body.units)) {
        return { answer: { versionId: current.id, number: current.number }, started: false };
      }
      return { answer: await change(caller, project, current.id, 'edit', body.units), started: true };
    },

    /** POST /api/projects/:id/script/regenerate: another take of one unit, as a new version, narrated. */
    async regenerate(caller: Caller, projectId: string, body: RegenerateUnit): Promise<ScriptChangeAnswer> {
      const project = await projects.get(caller, projectId);
      const { current, units } = await baseOf(project, body.baseVersionId);
      const unit = units[body.unitIndex];
      if (!unit) throw new BadRequest(SCRIPT_EDIT_MESSAGES.noUnit);
      if (unit.take >= SCRIPT_TAKE_MAX) throw new Conflict(SCRIPT_EDIT_MESSAGES.lastTake);
      return change(caller, project, current.id, 'take', withAnotherTake(units, body.unitIndex));
    },

    /** POST /api/projects/:id/script-versions/:versionId/restore: that version again, as a new version, narrated. */
    async restore(caller: Caller, projectId: string, versionId: string): Promise<ScriptChangeAnswer> {
      const project = await projects.get(caller, projectId);
      await currentVersion(project);
      const row = isUuid(versionId) ? await versions.restore(project._id, versionId) : undefined;
      if (!row) throw new NotFound(SCRIPT_EDIT_MESSAGES.versionNotFound);
      return { versionId: row.id, number: row.number, jobId: await narrations.renarrate(caller, project) };
    },
  };
}

export type ScriptEditService = ReturnType<typeof createScriptEditService>;
