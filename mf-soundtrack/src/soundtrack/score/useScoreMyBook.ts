import { useEffect, useRef, useState } from 'react';
import { isJobInFlight, musicZoneSaveFailed } from '@reeltalk/contracts';
import { callFailure, useAppDispatch, type JobProgress } from '@reeltalk/web-kit';
import { GenerationProblem, useGenerateTrack } from '../music/generateTrack.ts';
import { soundtracksChanged, useLazyGetScoreProposalQuery } from '../soundtrackApi.ts';
import { useSaveMusicZoneMutation } from '../zones/musicZonesApi.ts';
import { draftsFromProposal, type ScoreDraft } from './scoreDrafts.ts';

type ScoreState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'reviewing'; drafts: ScoreDraft[] }
  | { phase: 'creating'; done: number; total: number; progress: JobProgress };

/**
 * "Score my book": asks for a zone per chapter (GET /api/projects/:id/score-proposal), lets the creator keep, change
 * or drop each draft, then makes a track per kept draft (one generation at a time, with its progress) and saves its
 * zone. A failure stops the run with an alert; what was made before it stays.
 */
export function useScoreMyBook(projectId: string) {
  const dispatch = useAppDispatch();
  const [readProposal] = useLazyGetScoreProposalQuery();
  const [saveMusicZone] = useSaveMusicZoneMutation();
  const [state, setState] = useState<ScoreState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { generate: generateTrack, job } = useGenerateTrack();

  useEffect(() => () => controller.current?.abort(), []);

  // The progress of the track being made, from its generation's job.
  useEffect(() => {
    if (!job || !isJobInFlight(job.state)) return;
    const { percent, stage } = job;
    setState((current) => (current.phase === 'creating' ? { ...current, progress: { percent, stage } } : current));
  }, [job]);

  const propose = async () => {
    setState({ phase: 'loading' });
    try {
      const proposal = await readProposal(projectId).unwrap();
      setState({ phase: 'reviewing', drafts: draftsFromProposal(proposal) });
    } catch (reason) {
      setState({ phase: 'idle' });
      window.alert(`Could not score the book: ${callFailure(reason)}`);
    }
  };

  const change = (index: number, patch: Partial<ScoreDraft>) =>
    setState((current) =>
      current.phase === 'reviewing'
        ? { ...current, drafts: current.drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)) }
        : current,
    );

  const create = async (drafts: ScoreDraft[]) => {
    const watch = new AbortController();
    controller.current = watch;
    const creating = (done: number, progress: JobProgress) =>
      setState({ phase: 'creating', done, total: drafts.length, progress });
    try {
      for (const [done, draft] of drafts.entries()) {
        creating(done, { percent: 0, stage: '' });
        const soundtrack = await generateTrack(
          {
            projectId,
            duration: draft.duration,
            prompt_description: draft.prompt_description,
            track_name: draft.track_name,
          },
          watch.signal,
        );
        const zone = { soundtrackId: soundtrack._id, start_time: draft.start_time, end_time: draft.end_time };
        await saveMusicZone({ projectId, zone })
          .unwrap()
          .catch((reason: unknown) => Promise.reject(new GenerationProblem(musicZoneSaveFailed(callFailure(reason)))));
      }
    } catch (error) {
      if (!watch.signal.aborted) window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      if (!watch.signal.aborted) {
        setState({ phase: 'idle' });
        dispatch(soundtracksChanged());
      }
    }
  };

  return { state, propose, change, create, close: () => setState({ phase: 'idle' }) };
}
