import { describe, expect, it } from 'vitest';
import { sharedDownloadProblem } from './sharedDownload.ts';

const link = { projectId: 'p1', ownerId: 'u1', accessKey: 'k1' };

describe('sharedDownloadProblem', () => {
  it('needs the whole link', () => {
    expect(sharedDownloadProblem({ ...link, ownerId: '' }, 'projects/p1/mix/a.mp3')).toBe(
      'Missing required project information for download.',
    );
  });

  it('needs a file', () => {
    expect(sharedDownloadProblem(link, null)).toBe('No audio file available for download.');
  });

  it('lets a whole link download an existing file', () => {
    expect(sharedDownloadProblem(link, 'projects/p1/mix/a.mp3')).toBe('');
  });
});
