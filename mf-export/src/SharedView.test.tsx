import { screen } from '@testing-library/react';
import { renderWithStore } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import SharedView from './SharedView.tsx';

const renderAt = (url: string) =>
  renderWithStore([{ path: '/share-view', element: <SharedView /> }], url, vi.fn<typeof globalThis.fetch>());

describe('SharedView', () => {
  it('introduces the shared mix when the link has all its parameters', () => {
    renderAt('/share-view?pId=p1&uId=u1&key=k1');
    expect(screen.getByText('Listen to the final mix of this audiobook project')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says which is wrong when a parameter is missing', () => {
    renderAt('/share-view?pId=p1&uId=u1');
    expect(screen.getByRole('alert').textContent).toContain('Missing required URL parameters');
  });
});
