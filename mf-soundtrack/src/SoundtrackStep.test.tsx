import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SoundtrackStep from './SoundtrackStep.tsx';

describe('SoundtrackStep', () => {
  it("shows the step's title", () => {
    render(<SoundtrackStep />);
    expect(screen.getByRole('heading', { name: 'Soundtrack Timing' })).toBeTruthy();
  });
});
