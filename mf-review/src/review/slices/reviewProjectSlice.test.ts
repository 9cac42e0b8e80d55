import type { NarrationStatus } from '@reeltalk/contracts';
import { testProject } from '@reeltalk/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { narrationProgressed, projectOpened, projectRead, reviewProjectSlice } from './reviewProjectSlice.ts';

const { reducer } = reviewProjectSlice;
const status = (patch: Partial<NarrationStatus>): NarrationStatus => ({
  jobId: 'j1',
  projectId: 'p1',
  state: 'running',
  stage: 'Narrating',
  percent: 10,
  error: null,
  ...patch,
});
const opened = () => reducer(undefined, projectOpened('p1'));

describe('narration progress', () => {
  it('counts the parts each status says are published, 0 when none is said', () => {
    let state = reducer(opened(), narrationProgressed(status({})));
    expect(state.narration?.parts).toBe(0);
    state = reducer(state, narrationProgressed(status({ parts: 2 })));
    expect(state.narration?.parts).toBe(2);
    state = reducer(state, narrationProgressed(status({ parts: 3, state: 'done', percent: 100 })));
    expect(state.narration).toMatchObject({ state: 'done', parts: 3 });
  });

  it('keeps the count known when a status of the same narration does not say it', () => {
    let state = reducer(opened(), narrationProgressed(status({ parts: 2 })));
    state = reducer(state, narrationProgressed(status({ state: 'done', percent: 100 })));
    expect(state.narration?.parts).toBe(2);
  });

  it('starts a narration in flight, read with the project, at no parts until its first status', () => {
    const project = testProject({ narration: { jobId: 'j1', state: 'running', percent: 30, stage: 'Narrating' } });
    expect(reducer(opened(), projectRead(project)).narration).toMatchObject({ jobId: 'j1', parts: 0 });
  });
});
