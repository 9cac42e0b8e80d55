import { describe, expect, it } from 'vitest';
import { apiErrorMessage, AUTH_MESSAGES, httpStatusMessage, NETWORK_ERROR } from './api.ts';

describe('API client texts', () => {
  it.each([
    [AUTH_MESSAGES.required, 'Authentication required. Please log in again.'],
    [AUTH_MESSAGES.failedAfterRetry, 'Authentication failed after retry. Please log in again.'],
    [AUTH_MESSAGES.noUser, 'User not authenticated'],
    [NETWORK_ERROR, 'Network error. Please check your connection.'],
    [httpStatusMessage(502), 'HTTP 502'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('apiErrorMessage', () => {
  it.each([
    [{ error: 'not_found', message: 'Project not found' }, 404, 'Project not found'],
    [{ error: 'Presigned URL failed' }, 500, 'Presigned URL failed'],
    [{ message: '', error: '' }, 500, 'HTTP 500'],
    [null, 503, 'HTTP 503'],
    ['<html>', 502, 'HTTP 502'],
  ])('%j (%i) → %j', (body, status, expected) => {
    expect(apiErrorMessage(body, status)).toBe(expected);
  });
});
