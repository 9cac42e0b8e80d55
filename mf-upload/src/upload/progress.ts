import { CREATE_FLOW_PROGRESS, uploadProgressSteps } from '@reeltalk/contracts';

/** The part of the create flow that runs: each is one entry of the progress step list. */
export type UploadStage = 'creating' | 'uploading' | 'narrating';

export type ProgressStepState = 'complete' | 'in-progress' | 'inactive';

export interface ProgressStep {
  label: string;
  state: ProgressStepState;
}

/**
 * The progress list with each step's state: Creating Project, Uploading File, Processing Audio, or when replacing
 * Replacing File and Processing Audio. Steps before the running one are complete; all are once the flow succeeded.
 */
export function progressStepList(replacing: boolean, stage: UploadStage | null, succeeded: boolean): ProgressStep[] {
  const stages: UploadStage[] = replacing ? ['uploading', 'narrating'] : ['creating', 'uploading', 'narrating'];
  const running = succeeded ? stages.length : stage ? stages.indexOf(stage) : -1;
  return uploadProgressSteps(replacing).map((label, index) => ({
    label,
    state: index < running ? 'complete' : index === running ? 'in-progress' : 'inactive',
  }));
}

const scale = (from: number, to: number, percentOfWork: number) =>
  Math.round(from + ((to - from) * Math.min(100, Math.max(0, percentOfWork))) / 100);

/** The bytes sent (0 to 100 %) move the bar from 40 % (10 % when replacing) to 60 %. */
export function uploadBarPercent(replacing: boolean, sentPercent: number): number {
  const start = replacing ? CREATE_FLOW_PROGRESS.replaceStarted : CREATE_FLOW_PROGRESS.uploadStarted;
  return scale(start.percent, CREATE_FLOW_PROGRESS.uploaded.percent, sentPercent);
}

/** The narration job's own percentage moves the bar from 60 % to 100 %. */
export function narrationBarPercent(narrationPercent: number): number {
  return scale(CREATE_FLOW_PROGRESS.narrating.percent, 100, narrationPercent);
}
