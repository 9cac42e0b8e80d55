import { afterEach, describe, expect, it, vi } from 'vitest';
import { READER_SCROLL_PAUSE_MS, createWordFollow, type WordFollow } from './wordFollow.ts';

/** An element at `top`..`top + 20` of the window, recording its scrollIntoView calls. */
function wordAt(top: number) {
  const element = document.createElement('span');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 40, height: 20 });
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  return { element, scrollIntoView };
}

let clock = 10_000;
let follow: WordFollow;
const start = () => {
  follow = createWordFollow(window, () => clock);
  return follow;
};
afterEach(() => follow.dispose());

// jsdom's window is 768 px tall: the reading band ends at 80 % of it, 614 px.
describe('createWordFollow', () => {
  it('leaves a word on screen alone and brings a word below the reading band to the middle', () => {
    start();
    const onScreen = wordAt(300);
    follow.reveal(onScreen.element);
    expect(onScreen.scrollIntoView).not.toHaveBeenCalled();

    const below = wordAt(700);
    follow.reveal(below.element);
    expect(below.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('counts a word under the sticky player as off screen', () => {
    start();
    const player = wordAt(0);
    player.element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 60, width: 300, height: 140 });
    const undo = follow.coverWith(player.element);
    const hidden = wordAt(150);
    follow.reveal(hidden.element);
    expect(hidden.scrollIntoView).toHaveBeenCalledTimes(1);

    undo();
    follow.reveal(hidden.element);
    expect(hidden.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops following for a few seconds after the reader scrolls by wheel, touch or keys', () => {
    start();
    const below = wordAt(900);
    for (const gesture of [
      new WheelEvent('wheel'),
      new Event('touchmove'),
      new KeyboardEvent('keydown', { key: 'PageDown' }),
    ]) {
      window.dispatchEvent(gesture);
      follow.reveal(below.element);
      clock += READER_SCROLL_PAUSE_MS - 1;
      follow.reveal(below.element);
      expect(below.scrollIntoView).not.toHaveBeenCalled();
      clock += 1;
      follow.reveal(below.element);
      expect(below.scrollIntoView).toHaveBeenCalledTimes(1);
      below.scrollIntoView.mockClear();
    }
  });

  it('does not take a shortcut key for scrolling, and stops listening once disposed', () => {
    start();
    const below = wordAt(900);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    follow.reveal(below.element);
    expect(below.scrollIntoView).toHaveBeenCalledTimes(1);

    follow.dispose();
    window.dispatchEvent(new WheelEvent('wheel'));
    follow.reveal(below.element);
    expect(below.scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
