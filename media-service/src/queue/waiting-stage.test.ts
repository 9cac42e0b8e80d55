import { describe, expect, it } from 'vitest';
import { waitingStage } from './waiting-stage.ts';

describe('waitingStage', () => {
  it.each([
    [0, 'Waiting for a free worker (next in line)'],
    [1, 'Waiting for a free worker (1 job ahead)'],
    [2, 'Waiting for a free worker (2 jobs ahead)'],
    [12, 'Waiting for a free worker (12 jobs ahead)'],
  ])('says a job with %i ahead of it: %s', (ahead, text) => {
    expect(waitingStage(ahead)).toBe(text);
  });
});
