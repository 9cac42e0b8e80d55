import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobProgressView } from './JobProgressView.tsx';

const ids = { stage: 'stage', percent: 'percent', waiting: 'waiting' };

describe('JobProgressView', () => {
  it('shows the stage, the bar and the rounded percentage of a running job, and no reason to wait', () => {
    render(<JobProgressView progress={{ stage: 'Encoding music...', percent: 87.6 }} testIds={ids} />);
    expect(screen.getByTestId('stage').textContent).toBe('Encoding music...');
    expect(screen.getByTestId('percent').textContent).toBe('88%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('88');
    expect(screen.getByTestId('waiting').textContent).toBe('');
  });

  it("keeps the step's first stage while the job waits, and says why and its place in line", () => {
    render(
      <JobProgressView
        progress={{ stage: '', percent: 0, waiting: 'Waiting for a free worker (2 jobs ahead)' }}
        firstStage="Downloading voice model reference..."
        testIds={ids}
      />,
    );
    expect(screen.getByTestId('stage').textContent).toBe('Downloading voice model reference...');
    expect(screen.getByRole('status').textContent).toBe('Waiting for a free worker (2 jobs ahead)');
    expect(screen.getByTestId('percent').textContent).toBe('0%');
  });

  it('shows each line once', () => {
    const { container } = render(
      <JobProgressView
        progress={{ stage: 'Processing script with text-to-speech...', percent: 40 }}
        firstStage="Processing script with text-to-speech..."
      />,
    );
    expect(container.textContent?.match(/Processing script with text-to-speech/g)).toHaveLength(1);
  });
});
