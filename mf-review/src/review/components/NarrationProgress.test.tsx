import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { narrationProgress } from '../../../testing/narrationProgress.ts';
import { NarrationProgress } from './NarrationProgress.tsx';

describe('NarrationProgress', () => {
  it('says why a queued narration waits, without a percentage', () => {
    render(
      <NarrationProgress
        narration={narrationProgress({ state: 'queued', stage: 'Waiting for a free worker (2 jobs ahead)' })}
      />,
    );
    expect(screen.getByTestId('narration-stage').textContent).toBe('Waiting for a free worker (2 jobs ahead)');
    expect(screen.getByRole('status').textContent).not.toMatch(/%/);
    expect(screen.queryByTestId('narration-percent')).toBeNull();
  });

  it('shows the stage and percentage of a running narration', () => {
    render(
      <NarrationProgress
        narration={narrationProgress({ stage: 'Processing script with text-to-speech...', percent: 42.4 })}
      />,
    );
    expect(screen.getByTestId('narration-stage').textContent).toBe('Processing script with text-to-speech...');
    expect(screen.getByTestId('narration-percent').textContent).toBe('42%');
  });
});
