import { describe, expect, it } from 'vitest';
import { isExpiredShareStatus, SHARE_MESSAGES, SHARE_QUERY_PARAMS } from './share.ts';

describe('shared page texts', () => {
  it.each([
    [SHARE_MESSAGES.expiredTitle, 'Link Expired or Invalid'],
    [
      SHARE_MESSAGES.expiredText,
      'This shared link has expired or is no longer valid. Please contact the project owner for a new link.',
    ],
    [SHARE_MESSAGES.loadErrorTitle, 'Error Loading Project'],
    [SHARE_MESSAGES.loadErrorText, 'Please check the URL and try again.'],
    [SHARE_MESSAGES.missingParams, 'Missing required URL parameters'],
    [SHARE_MESSAGES.projectNotFound, 'Project Not Found'],
    [SHARE_MESSAGES.defaultTitle, 'Audiobook Preview'],
    [SHARE_MESSAGES.subtitle, 'Listen to the final mix of this audiobook project'],
    [SHARE_MESSAGES.downloadMissingInfo, 'Missing required project information for download.'],
    [SHARE_MESSAGES.downloadNoAudio, 'No audio file available for download.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the three query parameters', () => {
    expect(SHARE_QUERY_PARAMS).toEqual(['pId', 'uId', 'key']);
  });

  it.each([
    [410, true],
    [403, true],
    [404, true],
    [500, false],
    [401, false],
  ])('status %i means expired: %s', (status, expected) => {
    expect(isExpiredShareStatus(status)).toBe(expected);
  });
});
