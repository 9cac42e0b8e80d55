import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayToggle } from './PlayToggle.tsx';

afterEach(cleanup);

describe('PlayToggle', () => {
  it('offers to play what is stopped and to pause what plays, naming it when told what', () => {
    const { rerender } = render(<PlayToggle playing={false} what="narration" />);
    expect(screen.getByRole('button', { name: 'Play narration' }).textContent).toBe('▶');
    rerender(<PlayToggle playing what="narration" />);
    expect(screen.getByRole('button', { name: 'Pause narration' }).textContent).toBe('❚❚');
    rerender(<PlayToggle playing={false} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});
