import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './useDismiss.ts';

function Popover({ open, close }: { open: boolean; close: () => void }) {
  const container = useDismiss<HTMLDivElement>(open, close);
  return (
    <div>
      <p>outside</p>
      <div ref={container}>
        <p>inside</p>
      </div>
    </div>
  );
}

describe('useDismiss', () => {
  it('closes an open popover on a press outside it or on Escape, never on a press inside it', () => {
    const close = vi.fn();
    render(<Popover open close={close} />);
    fireEvent.mouseDown(screen.getByText('inside'));
    expect(close).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('listens to nothing while closed', () => {
    const close = vi.fn();
    render(<Popover open={false} close={close} />);
    fireEvent.mouseDown(screen.getByText('outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
  });
});
