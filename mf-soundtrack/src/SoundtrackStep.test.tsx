import { screen } from '@testing-library/react';
import { renderWithStore } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import SoundtrackStep from './SoundtrackStep.tsx';
import { soundtrackSlice } from './soundtrackSlice.ts';

describe('SoundtrackStep', () => {
  it('shows its title and keeps the open project in the shared store', () => {
    const { store } = renderWithStore(
      [{ path: '/app/project/:id/soundtrack', element: <SoundtrackStep projectId="p5" /> }],
      '/app/project/p5/soundtrack',
      vi.fn<typeof globalThis.fetch>(),
    );
    expect(screen.getByTestId('soundtrack-step')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Soundtrack Timing' })).toBeTruthy();
    expect(screen.getByTestId('step-project-id').textContent).toBe('p5');
    expect(soundtrackSlice.selectors.selectProjectId(store.getState())).toBe('p5');
  });
});
