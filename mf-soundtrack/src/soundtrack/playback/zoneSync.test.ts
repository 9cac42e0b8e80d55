import { describe, expect, it, vi } from 'vitest';
import { syncZoneMusic, zoneMusicOffset, type ZoneMedia } from './zoneSync.ts';

/** A zone's <audio> as the sync sees it; play and pause flip `paused` (jsdom plays nothing). */
function music(state: Partial<ZoneMedia> = {}): ZoneMedia & { play: ReturnType<typeof vi.fn> } {
  const media = {
    paused: true,
    currentTime: 0,
    duration: 15,
    volume: 1,
    ...state,
    play: vi.fn(() => {
      media.paused = false;
    }),
    pause: vi.fn(() => {
      media.paused = true;
    }),
  };
  return media;
}

const zone = { start_time: 8, end_time: 23 };

describe('zoneMusicOffset', () => {
  it('is the time since the zone started, inside the zone only', () => {
    expect(zoneMusicOffset(zone, 10.5, 15)).toBe(2.5);
    expect(zoneMusicOffset(zone, 7.9, 15)).toBeNull();
    expect(zoneMusicOffset(zone, 23, 15)).toBeNull();
  });

  it('wraps when the zone is longer than its track (the track loops)', () => {
    expect(zoneMusicOffset({ start_time: 0, end_time: 40 }, 32, 15)).toBe(2);
    expect(zoneMusicOffset({ start_time: 0, end_time: 40 }, 32, Number.NaN)).toBe(32);
  });
});

describe('syncZoneMusic', () => {
  it("plays the zone's music inside the zone at 0.6 from the zone's offset", () => {
    const media = music();
    syncZoneMusic([{ zone, media }], { time: 9, playing: true });
    expect(media).toMatchObject({ paused: false, volume: 0.6, currentTime: 1 });
  });

  it("scales the 0.6 by the zone's own volume", () => {
    const media = music();
    syncZoneMusic([{ zone: { ...zone, volume: 0.5 }, media }], { time: 9, playing: true });
    expect(media.volume).toBeCloseTo(0.3);
  });

  it('leaves music that keeps time alone, and moves music that drifted', () => {
    const media = music({ paused: false, currentTime: 1.1 });
    syncZoneMusic([{ zone, media }], { time: 9, playing: true });
    expect(media.currentTime).toBe(1.1);
    syncZoneMusic([{ zone, media }], { time: 12, playing: true });
    expect(media.currentTime).toBe(4);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('moves the music to the exact offset after a seek', () => {
    const media = music({ paused: false, currentTime: 1.1 });
    syncZoneMusic([{ zone, media }], { time: 9, playing: true }, true);
    expect(media.currentTime).toBe(1);
  });

  it('pauses and rewinds the music outside its zone, and whenever the narration is paused', () => {
    const outside = music({ paused: false, currentTime: 4 });
    const inside = music({ paused: false, currentTime: 1 });
    syncZoneMusic(
      [
        { zone: { start_time: 0, end_time: 5 }, media: outside },
        { zone, media: inside },
      ],
      { time: 9, playing: true },
    );
    expect(outside).toMatchObject({ paused: true, currentTime: 0 });
    expect(inside.paused).toBe(false);
    syncZoneMusic([{ zone, media: inside }], { time: 9, playing: false });
    expect(inside).toMatchObject({ paused: true, currentTime: 0 });
  });
});
