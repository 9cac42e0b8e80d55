import { describe, expect, it } from 'vitest';
import { heldStage, waitingStage } from './waiting-stage.ts';

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

describe('heldStage', () => {
  it.each([
    [1, 'Waiting for your other job to finish (one job of yours runs at a time)'],
    [2, 'Waiting for your other jobs to finish (2 jobs of yours run at a time)'],
  ])('says a job held back by its owner’s cap of %i: %s', (cap, text) => {
    expect(heldStage(cap)).toBe(text);
  });
});
