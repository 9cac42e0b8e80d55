import { fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReviewShortcuts, type PlayerControls } from './useReviewShortcuts.ts';

let playing = false;
const controls = {
  playing: () => playing,
  play: vi.fn(),
  pause: vi.fn(),
  skip: vi.fn(),
} satisfies PlayerControls;

function Page({ on = true }: { on?: boolean }) {
  useReviewShortcuts(on ? controls : null);
  return (
    <div>
      <input data-testid="field" />
      <textarea data-testid="text" />
      <p data-testid="editable" contentEditable suppressContentEditableWarning>
        A paragraph
      </p>
      <button type="button" data-testid="button">
        Edit
      </button>
    </div>
  );
}

const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key, ...init });

beforeEach(() => {
  playing = false;
  vi.clearAllMocks();
});

describe('useReviewShortcuts', () => {
  it('plays and pauses with Space, and keeps the page from scrolling', () => {
    render(<Page />);
    expect(press(' ')).toBe(false);
    expect(controls.play).toHaveBeenCalledTimes(1);
    playing = true;
    press(' ');
    expect(controls.pause).toHaveBeenCalledTimes(1);
  });

  it('moves 5 s with the arrows and 10 s with J and L, K pauses, L plays when stopped', () => {
    render(<Page />);
    press('ArrowLeft');
    press('ArrowRight');
    press('j');
    press('J');
    expect(controls.skip.mock.calls).toEqual([[-5], [5], [-10], [-10]]);
    press('l');
    expect(controls.play).toHaveBeenCalledTimes(1);
    playing = true;
    press('l');
    expect(controls.skip).toHaveBeenLastCalledWith(10);
    press('k');
    expect(controls.pause).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys to whatever is being typed in', () => {
    const page = render(<Page />);
    for (const testId of ['field', 'text', 'editable']) {
      const target = page.getByTestId(testId);
      for (const key of [' ', 'ArrowLeft', 'ArrowRight', 'j', 'k', 'l']) expect(press(key, target)).toBe(true);
    }
    expect(controls.play).not.toHaveBeenCalled();
    expect(controls.pause).not.toHaveBeenCalled();
    expect(controls.skip).not.toHaveBeenCalled();
  });

  it('lets Space press a focused button without also toggling the player, while the arrows still seek', () => {
    const page = render(<Page />);
    const button = page.getByTestId('button');
    expect(press(' ', button)).toBe(true);
    expect(controls.play).not.toHaveBeenCalled();
    press('ArrowRight', button);
    expect(controls.skip).toHaveBeenCalledWith(5);
  });

  it('ignores keys with a modifier (the browser and system shortcuts) and does nothing when turned off', () => {
    const page = render(<Page />);
    press('l', document.body, { ctrlKey: true });
    press('ArrowLeft', document.body, { altKey: true });
    press('k', document.body, { metaKey: true });
    page.rerender(<Page on={false} />);
    press(' ');
    press('j');
    expect(controls.play).not.toHaveBeenCalled();
    expect(controls.pause).not.toHaveBeenCalled();
    expect(controls.skip).not.toHaveBeenCalled();
  });
});
