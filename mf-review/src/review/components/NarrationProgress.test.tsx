import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { narrationProgress } from '../../../testing/narrationProgress.ts';
import { NarrationProgress } from './NarrationProgress.tsx';

describe('NarrationProgress', () => {
  it('says why a queued narration waits and its place in line, under the step’s own stage', () => {
    render(
      <NarrationProgress
        narration={narrationProgress({ state: 'queued', stage: 'Waiting for a free worker (2 jobs ahead)' })}
      />,
    );
    expect(screen.getByTestId('narration-stage').textContent).toBe('Processing script with text-to-speech...');
    expect(screen.getByRole('status').textContent).toBe('Waiting for a free worker (2 jobs ahead)');
    expect(screen.getByTestId('narration-percent').textContent).toBe('0%');
  });

  it('shows the stage and percentage of a running narration, each line once', () => {
    const { container } = render(
      <NarrationProgress
        narration={narrationProgress({ stage: 'Processing script with text-to-speech...', percent: 42.4 })}
      />,
    );
    expect(screen.getByTestId('narration-stage').textContent).toBe('Processing script with text-to-speech...');
    expect(screen.getByTestId('narration-percent').textContent).toBe('42%');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(container.textContent?.match(/Processing script with text-to-speech/g)).toHaveLength(1);
  });
});
