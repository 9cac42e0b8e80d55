import { describe, expect, it } from 'vitest';
import { offeredActions } from './offeredActions.ts';

describe('offeredActions', () => {
  it.each([
    ['owner', true, ['duplicate', 'assign', 'delete']],
    ['owner', false, ['duplicate', 'delete']],
    ['admin', true, ['duplicate', 'assign', 'delete']],
    ['editor', true, []],
    ['viewer', true, []],
  ] as const)('%s, in a publisher: %j → %j', (access, inSomePublisher, expected) => {
    expect(offeredActions(access, inSomePublisher)).toEqual(expected);
  });
});
