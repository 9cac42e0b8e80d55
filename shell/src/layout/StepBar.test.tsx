import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepBar } from './StepBar.tsx';

describe('StepBar', () => {
  it("names the current step with its number out of five for the narrow screen's compact form", () => {
    render(<StepBar projectName="Moby-Dick" current="voice" inExistingProject hasMix={false} onSelect={vi.fn()} />);
    expect(screen.getByTestId('step-bar-current').textContent).toBe('Voice & Emotion3/5');
    // Each marker keeps its step's name on hover, where the compact form hides the labels.
    expect(screen.getByTestId('step-review').getAttribute('title')).toBe('Review & Edit');
    expect(screen.getByTestId('step-voice').getAttribute('aria-current')).toBe('step');
  });
});
