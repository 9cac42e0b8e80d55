import type { UnknownAction } from '@reduxjs/toolkit';
import { narrationApi } from '@reeltalk/web-kit';
import { testProject } from '@reeltalk/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { narrationStarted, projectOpened, projectRead, reviewProjectSlice } from './reviewProjectSlice.ts';

const { reducer } = reviewProjectSlice;
const opened = () => reducer(undefined, projectOpened('p1'));

/** What RTK Query dispatches while POST /api/narrate-audio for `projectId` runs and ends. */
const narrating = (
  projectId: string,
  type: 'pending' | 'fulfilled' | 'rejected',
  payload?: unknown,
): UnknownAction => ({
  type: `${narrationApi.reducerPath}/executeMutation/${type}`,
  payload,
  meta: {
    arg: { type: 'mutation', endpointName: 'narrateProject', originalArgs: projectId },
    requestId: 'r1',
    requestStatus: type,
    ...(type === 'rejected' && { rejectedWithValue: true }),
  },
  ...(type === 'rejected' && { error: { message: 'Rejected' } }),
});

describe('the narration review follows', () => {
  it('follows a narration in flight, read with the project', () => {
    const project = testProject({ narration: { jobId: 'j1', state: 'running', percent: 30, stage: 'Narrating' } });
    expect(reducer(opened(), projectRead(project))).toMatchObject({ jobId: 'j1', start: null });
  });

  it('follows a narration another action started', () => {
    expect(reducer(opened(), narrationStarted('j2'))).toMatchObject({ jobId: 'j2', start: null });
  });

  it("starts the open project's narration, then follows its job, or says why it could not start", () => {
    const starting = reducer(opened(), narrating('p1', 'pending'));
    expect(starting.start).toEqual({ state: 'starting' });
    expect(reducer(starting, narrating('p1', 'fulfilled', 'j3'))).toMatchObject({ jobId: 'j3', start: null });
    const refused = reducer(starting, narrating('p1', 'rejected', { status: 409, message: 'No script to narrate' }));
    expect(refused.start).toEqual({ state: 'failed', error: 'No script to narrate' });
  });

  it("leaves another project's narration alone", () => {
    expect(reducer(opened(), narrating('p2', 'pending')).start).toBeNull();
    expect(reducer(opened(), narrating('p2', 'fulfilled', 'j4')).jobId).toBeNull();
  });
});
