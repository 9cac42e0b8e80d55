import { screen } from '@testing-library/react';
import { renderWithStore } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import ExportStep from './ExportStep.tsx';
import { exportSlice } from './exportSlice.ts';

describe('ExportStep', () => {
  it('shows its title and keeps the open project in the shared store', () => {
    const { store } = renderWithStore(
      [{ path: '/app/project/:id/export', element: <ExportStep projectId="p5" /> }],
      '/app/project/p5/export',
      vi.fn<typeof globalThis.fetch>(),
    );
    expect(screen.getByTestId('export-step')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preview & Export' })).toBeTruthy();
    expect(screen.getByTestId('step-project-id').textContent).toBe('p5');
    expect(exportSlice.selectors.selectProjectId(store.getState())).toBe('p5');
  });
});
