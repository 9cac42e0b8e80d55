import { describe, expect, it } from 'vitest';
import { CREATE_FLOW_PROGRESS, UPLOAD_MESSAGES, uploadProgressSteps } from './createFlow.ts';

describe('upload step texts', () => {
  it.each([
    [UPLOAD_MESSAGES.heading, 'Upload Your Script'],
    [UPLOAD_MESSAGES.replaceHeading, 'Replace Your Script'],
    [UPLOAD_MESSAGES.dropArea, 'Drag & Drop Your Script'],
    [UPLOAD_MESSAGES.browse, 'Browse Files'],
    [UPLOAD_MESSAGES.uploaded, 'File Uploaded Successfully!'],
    [UPLOAD_MESSAGES.replaced, 'File Replaced Successfully!'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [false, ['Creating Project', 'Uploading File', 'Processing Audio']],
    [true, ['Replacing File', 'Processing Audio']],
  ])('replacing %s → %j', (replacing, expected) => {
    expect(uploadProgressSteps(replacing)).toEqual(expected);
  });
});

describe('create flow progress', () => {
  it.each([
    ['creating', 10, 'Creating project...'],
    ['created', 30, 'Project created successfully'],
    ['uploadStarted', 40, ''],
    ['replaceStarted', 10, ''],
    ['uploaded', 60, ''],
    ['narrating', 60, 'Processing script with text-to-speech...'],
  ] as const)('%s → %d %% %j', (stage, percent, text) => {
    expect(CREATE_FLOW_PROGRESS[stage]).toEqual({ percent, text });
  });
});
