import { screen } from '@testing-library/react';
import { renderWithStore } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import VoiceStep from './VoiceStep.tsx';
import { voiceSlice } from './voiceSlice.ts';

describe('VoiceStep', () => {
  it('shows its title and keeps the open project in the shared store', () => {
    const { store } = renderWithStore(
      [{ path: '/app/project/:id/voice', element: <VoiceStep projectId="p5" /> }],
      '/app/project/p5/voice',
      vi.fn<typeof globalThis.fetch>(),
    );
    expect(screen.getByTestId('voice-step')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Voice & Emotion' })).toBeTruthy();
    expect(screen.getByTestId('step-project-id').textContent).toBe('p5');
    expect(voiceSlice.selectors.selectProjectId(store.getState())).toBe('p5');
  });
});
