import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PROJECT_ID, jsonResponse, renderWithStore, testNetwork } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { CommentList } from './CommentList.tsx';
import { answerData, testComment } from '../../testing/share.ts';

const COMMENTS = `GET /api/projects/${TEST_PROJECT_ID}/comments`;

const renderFeedback = (route: Parameters<typeof testNetwork>[0][string]) => {
  const onSeek = vi.fn();
  renderWithStore(
    [{ path: '/', element: <CommentList projectId={TEST_PROJECT_ID} onSeek={onSeek} /> }],
    '/',
    testNetwork({ [COMMENTS]: route }),
  );
  return onSeek;
};

describe('CommentList', () => {
  it("lists the project's comments and plays from one on click", async () => {
    const onSeek = renderFeedback(answerData(() => [testComment({ atSeconds: 42 })]));
    await userEvent.click(await screen.findByTestId('comment-item'));
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
    expect(onSeek).toHaveBeenCalledWith(42);
  });

  it('says why the comments could not be read', async () => {
    renderFeedback(() => jsonResponse(500, { error: 'internal', message: 'Database unavailable' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
  });
});
