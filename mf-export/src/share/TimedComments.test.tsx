import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimedComments } from './TimedComments.tsx';
import { testComment } from '../../testing/share.ts';

describe('TimedComments', () => {
  it('shows each comment at its time, by its author or an anonymous listener, and seeks there on click', async () => {
    const onSeek = vi.fn();
    render(
      <TimedComments
        comments={[
          testComment({ atSeconds: 75.6, name: 'Ann', text: 'Music too loud' }),
          testComment({ _id: '00000000-0000-4000-8000-0000000000e2', atSeconds: 3605, name: null, text: 'Lovely' }),
        ]}
        onSeek={onSeek}
      />,
    );
    const items = screen.getAllByTestId('comment-item');
    expect(items.map((item) => item.textContent)).toEqual(['01:15AnnMusic too loud', '60:05Anonymous listenerLovely']);

    await userEvent.click(items[1]!);
    expect(onSeek).toHaveBeenCalledWith(3605);
  });

  it('says when no listener has commented yet', () => {
    render(<TimedComments comments={[]} onSeek={vi.fn()} />);
    expect(screen.getByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByTestId('comment-list')).toBeNull();
  });
});
