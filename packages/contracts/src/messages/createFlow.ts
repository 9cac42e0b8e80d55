import type { ProgressStage } from './progress.ts';

export const UPLOAD_MESSAGES = {
  heading: 'Upload Your Script',
  replaceHeading: 'Replace Your Script',
  dropArea: 'Drag & Drop Your Script',
  browse: 'Browse Files',
  uploaded: 'File Uploaded Successfully!',
  replaced: 'File Replaced Successfully!',
} as const;

/** The upload step's progress list; replacing a file skips project creation. */
export function uploadProgressSteps(replacing: boolean): string[] {
  return replacing
    ? ['Replacing File', 'Processing Audio']
    : ['Creating Project', 'Uploading File', 'Processing Audio'];
}

/** Create-flow progress (the upload itself has a percentage but no text). */
export const CREATE_FLOW_PROGRESS = {
  creating: { percent: 10, text: 'Creating project...' },
  created: { percent: 30, text: 'Project created successfully' },
  uploadStarted: { percent: 40, text: '' },
  replaceStarted: { percent: 10, text: '' },
  uploaded: { percent: 60, text: '' },
  narrating: { percent: 60, text: 'Processing script with text-to-speech...' },
} as const satisfies Record<string, ProgressStage>;
