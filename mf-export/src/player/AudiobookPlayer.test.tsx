import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUDIO_MESSAGES, EXPORT_MESSAGES } from '@reeltalk/contracts';
import { AUDIO_PLAY_EVENT } from '@reeltalk/web-kit';
import { describe, expect, it, vi } from 'vitest';
import { AudiobookPlayer, type AudiobookPlayerHandle, type AudiobookPlayerProps } from './AudiobookPlayer.tsx';

const SRC = 'https://s3.test/projects/p1/mix/abc.mp3?sig=1';

/** Renders the player; its <audio> is driven by the test (jsdom neither loads nor plays media). */
function renderPlayer(props: Partial<AudiobookPlayerProps> = {}) {
  const ref = createRef<AudiobookPlayerHandle>();
  const view = render(<AudiobookPlayer src={SRC} title="Moby Dick" coverUrl={null} ref={ref} {...props} />);
  const audio = view.container.querySelector('audio')!;
  let paused = true;
  Object.defineProperty(audio, 'paused', { get: () => paused });
  const play = vi.fn(async () => {
    paused = false;
    audio.dispatchEvent(new Event('play'));
  });
  const pause = vi.fn(() => {
    paused = true;
    audio.dispatchEvent(new Event('pause'));
  });
  audio.play = play;
  audio.pause = pause;
  const loaded = (seconds: number) => {
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => seconds });
    act(() => void audio.dispatchEvent(new Event('loadedmetadata')));
  };
  const playTo = (seconds: number) => {
    audio.currentTime = seconds;
    act(() => void audio.dispatchEvent(new Event('timeupdate')));
  };
  return { ...view, ref, audio, play, pause, loaded, playTo };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const click = (testId: string) => act(() => void fireEvent.click(screen.getByTestId(testId)));

describe('AudiobookPlayer', () => {
  it('plays and pauses the source, with the pause sign while playing', async () => {
    const player = renderPlayer();
    player.loaded(185.6);
    expect(screen.getByTestId('player-play').getAttribute('aria-label')).toBe('Play Moby Dick');

    click('player-play');
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player-play').getAttribute('aria-label')).toBe('Pause Moby Dick');

    click('player-play');
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player-play').getAttribute('aria-label')).toBe('Play Moby Dick');
    expect(player.audio.getAttribute('src')).toBe(SRC);
  });

  it('shows the time played and the total as mm:ss', () => {
    const player = renderPlayer();
    expect(text('player-total')).toBe('00:00');
    player.loaded(3725.4);
    player.playTo(65.9);
    expect(text('player-current')).toBe('01:05');
    expect(text('player-total')).toBe('62:05');
  });

  it('shows the length known beforehand until the audio tells its own', () => {
    const player = renderPlayer({ duration: 125 });
    expect(text('player-total')).toBe('02:05');
    player.loaded(126.2);
    expect(text('player-total')).toBe('02:06');
  });

  it('goes back and forward 10 s, never before the start nor past the end', () => {
    const player = renderPlayer();
    player.loaded(100);
    player.playTo(4);
    click('player-back10');
    expect(player.audio.currentTime).toBe(0);
    expect(text('player-current')).toBe('00:00');

    player.playTo(30);
    click('player-forward10');
    expect(player.audio.currentTime).toBe(40);
    click('player-back10');
    expect(player.audio.currentTime).toBe(30);

    player.playTo(95);
    click('player-forward10');
    expect(player.audio.currentTime).toBe(100);
    expect(text('player-current')).toBe('01:40');
  });

  it('seeks where the bar is moved and reports the time', () => {
    const onTimeChange = vi.fn();
    const player = renderPlayer({ onTimeChange });
    player.loaded(200);
    const bar = screen.getByTestId('player-seek') as HTMLInputElement;
    expect(bar.max).toBe('200');
    act(() => void fireEvent.change(bar, { target: { value: '150' } }));
    expect(player.audio.currentTime).toBe(150);
    expect(text('player-current')).toBe('02:30');
    expect(bar.getAttribute('aria-valuetext')).toBe('02:30 of 03:20');
    expect(onTimeChange).toHaveBeenLastCalledWith(150);
  });

  it('draws the markers on the bar and seeks to one when it is clicked; seek() through the handle too', () => {
    const markers = [
      { id: 'c1', seconds: 50, label: 'Lovely voice' },
      { id: 'c2', seconds: 150, label: 'Music too loud' },
      { id: 'c3', seconds: 400, label: 'Past the end' },
    ];
    const player = renderPlayer({ markers });
    expect(screen.queryAllByTestId('comment-marker')).toHaveLength(0);
    player.loaded(200);
    const drawn = screen.getAllByTestId('comment-marker');
    expect(drawn.map((marker) => marker.style.left)).toEqual(['25%', '75%']);
    expect(drawn[1]!.getAttribute('aria-label')).toBe('02:30: Music too loud');

    act(() => void fireEvent.click(drawn[1]!));
    expect(player.audio.currentTime).toBe(150);
    expect(text('player-current')).toBe('02:30');

    act(() => player.ref.current!.seek(-5));
    expect(player.audio.currentTime).toBe(0);
    act(() => player.ref.current!.seek(42));
    expect(text('player-current')).toBe('00:42');
  });

  it('is loading until the audio is playable and while the address is fetched; says when the address failed', () => {
    const player = renderPlayer();
    expect(screen.getByRole('status').textContent).toBe(AUDIO_MESSAGES.loading);
    player.loaded(10);
    expect(screen.queryByRole('status')).toBeNull();

    player.rerender(<AudiobookPlayer src={null} loading title="Moby Dick" coverUrl={null} />);
    expect(screen.getByRole('status').textContent).toBe(AUDIO_MESSAGES.loading);
    expect(screen.queryByRole('alert')).toBeNull();

    player.rerender(<AudiobookPlayer src={null} error="HTTP 503" title="Moby Dick" coverUrl={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load audio file: HTTP 503');
  });

  it("says 'No audio file available' without a source, with the controls disabled", () => {
    renderPlayer({ src: null });
    expect(screen.getByRole('alert').textContent).toBe(AUDIO_MESSAGES.noAudioFile);
    expect((screen.getByTestId('player-play') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('player-forward10') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the audio failed to load, or to play', async () => {
    const player = renderPlayer();
    act(() => void player.audio.dispatchEvent(new Event('error')));
    expect(screen.getByRole('alert').textContent).toBe(AUDIO_MESSAGES.loadFailed);

    player.play.mockRejectedValueOnce(new Error('NotAllowedError'));
    await act(async () => void fireEvent.click(screen.getByTestId('player-play')));
    expect(screen.getByRole('alert').textContent).toBe(AUDIO_MESSAGES.playFailed);
  });

  it('pauses when another player of the app starts', () => {
    const player = renderPlayer();
    click('player-play');
    act(() => void window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'library-row' } })));
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player-play').getAttribute('aria-label')).toBe('Play Moby Dick');
  });

  it("shows the cover or the default one, the title or 'ReelTalk Audiobook', and the pencil only when editable", () => {
    const onEditCover = vi.fn();
    const player = renderPlayer({ title: '  ' });
    expect(text('player-title')).toBe('ReelTalk Audiobook');
    expect(screen.getByRole('img', { name: 'Default cover art' })).toBeTruthy();
    expect(screen.queryByTestId('player-cover-edit')).toBeNull();

    player.rerender(
      <AudiobookPlayer src={SRC} title="Moby Dick" coverUrl="https://s3.test/cover.jpg" onEditCover={onEditCover} />,
    );
    expect(screen.getByRole('img', { name: 'Cover art of Moby Dick' }).getAttribute('src')).toBe(
      'https://s3.test/cover.jpg',
    );
    click('player-cover-edit');
    expect(onEditCover).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player-cover-edit').getAttribute('aria-label')).toBe(EXPORT_MESSAGES.editCoverTitle);
  });

  it('lists the chapters, jumps to one on click and marks the one playing', () => {
    const chapters = [
      { title: 'The Letter', start: 0, end: 61.5 },
      { title: 'The Answer', start: 61.5, end: 130 },
      { title: 'The Journey', start: 130, end: 200 },
    ];
    const player = renderPlayer({ chapters });
    player.loaded(200);
    const items = () => screen.getAllByTestId('player-chapter');
    const marked = () =>
      items().flatMap((item) => (item.getAttribute('aria-current') === 'true' ? [item.textContent] : []));
    expect(items().map((item) => item.textContent)).toEqual([
      '1The Letter00:00',
      '2The Answer01:01',
      '3The Journey02:10',
    ]);
    expect(marked()).toEqual(['1The Letter00:00']);

    act(() => void fireEvent.click(items()[2]!));
    expect(player.audio.currentTime).toBe(130);
    expect(text('player-current')).toBe('02:10');
    expect(marked()).toEqual(['3The Journey02:10']);

    // Playing on marks the chapter the time falls in.
    player.playTo(61.4);
    expect(marked()).toEqual(['1The Letter00:00']);
    player.playTo(61.5);
    expect(marked()).toEqual(['2The Answer01:01']);
  });
});
