import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NarrationStream, type StreamEnvironment } from './narrationStream.ts';
import { manifestOf } from '../../../testing/progressiveFixture.ts';

/**
 * jsdom has no MediaSource: a fake that records what is done to it, finishing each buffer operation a tick later. The
 * offset logged with an append is the one last set (a real buffer moves it on by itself after each append).
 */
class FakeSourceBuffer extends EventTarget {
  updating = false;
  timestampOffset = 0;
  appendWindowStart = -1;
  quotaLeft = Number.POSITIVE_INFINITY;
  readonly buffered = { length: 0, start: () => 0, end: () => 0 };
  constructor(private readonly source: FakeMediaSource) {
    super();
  }
  appendBuffer(data: Uint8Array) {
    if (data.length > this.quotaLeft) throw new DOMException('full', 'QuotaExceededError');
    this.quotaLeft -= data.length;
    this.operate(`append ${data[0]}x${data.length} at ${this.timestampOffset}`);
  }
  remove(start: number, end: number) {
    this.operate(`remove ${start}-${end}`);
  }
  abort() {
    this.source.log.push('abort');
  }
  private operate(entry: string) {
    this.source.readyState = 'open';
    this.source.log.push(entry);
    this.updating = true;
    setTimeout(() => {
      this.updating = false;
      this.dispatchEvent(new Event('updateend'));
    });
  }
}

class FakeMediaSource extends EventTarget {
  readyState: ReadyState = 'closed';
  duration = Number.NaN;
  readonly log: string[] = [];
  buffer: FakeSourceBuffer | null = null;
  addSourceBuffer(type: string) {
    this.log.push(`add ${type}`);
    this.buffer = new FakeSourceBuffer(this);
    return this.buffer;
  }
  endOfStream() {
    this.readyState = 'ended';
    this.log.push('end of stream');
  }
  open() {
    this.readyState = 'open';
    this.dispatchEvent(new Event('sourceopen'));
  }
}

const manifest = manifestOf();
const urls = Object.fromEntries(manifest.parts.map((part, index) => [part.audioKey, `https://s3.test/part${index}`]));
/** Each part's bytes are its index, 1 KB of them; part 3 is 600 KB (appended in two slices). */
const bytesOf = (url: string) => {
  const index = Number(url.at(-1));
  return new Uint8Array(index === 3 ? 600 * 1024 : 1024).fill(index).buffer;
};

let source: FakeMediaSource;
let media: HTMLAudioElement;
let environment: StreamEnvironment & { download: ReturnType<typeof vi.fn> };
let errors: string[];
let stream: NarrationStream;

beforeEach(() => {
  source = new FakeMediaSource();
  media = document.createElement('audio');
  errors = [];
  environment = {
    createMediaSource: () => source as unknown as MediaSource,
    createObjectURL: () => 'blob:stream',
    revokeObjectURL: vi.fn(),
    download: vi.fn(async (url: string) => bytesOf(url)),
  };
  stream = new NarrationStream(media, (message) => errors.push(message), environment);
});
afterEach(() => stream.dispose());

const settled = async () => {
  // Each step waits for a download (a microtask) or a buffer operation (a tick).
  for (let tick = 0; tick < 40; tick += 1) await new Promise((resolve) => setTimeout(resolve));
};

describe('NarrationStream', () => {
  it('waits for the element to open the source, then buffers the first part and the next two', async () => {
    stream.update({ ...manifest, parts: manifest.parts.slice(0, 2) }, urls);
    await settled();
    expect(source.log).toEqual([]);

    source.open();
    await settled();
    expect(source.buffer!.appendWindowStart).toBe(0);
    expect(source.log).toEqual([
      'add audio/mpeg',
      // The first part starts at its place, the encoder's delay before 0 (cut by the append window).
      'remove 0-1.95',
      'abort',
      'append 0x1024 at -0.05',
      // The next one goes on where it stopped.
      'append 1x1024 at -0.05',
    ]);
    expect(source.duration).toBe(4.95);

    stream.update(manifest, urls);
    await settled();
    expect(source.log.slice(5)).toEqual(['append 2x1024 at -0.05']);
    expect(source.duration).toBe(9.95);
    expect(environment.download).toHaveBeenCalledTimes(3);
  });

  it('stretches the duration to a newly published part at once, while another part is still downloading', async () => {
    let release = () => {};
    environment.download.mockImplementation(async (url: string) => {
      if (url.endsWith('1')) await new Promise<void>((resolve) => (release = resolve));
      return bytesOf(url);
    });
    source.open();
    stream.update({ ...manifest, parts: manifest.parts.slice(0, 2) }, urls);
    await settled();
    expect(source.duration).toBe(4.95);

    stream.update(manifest, urls);
    expect(source.duration).toBe(9.95);
    release();
    await settled();
    expect(source.log.at(-1)).toBe('append 2x1024 at -0.05');
  });

  it('moves the window as the playhead moves, removing the parts behind it, and ends with the last part', async () => {
    source.open();
    stream.update({ ...manifest, complete: true }, urls);
    await settled();
    source.log.length = 0;

    media.currentTime = 2;
    media.dispatchEvent(new Event('timeupdate'));
    await settled();
    expect(source.log).toEqual([
      'remove 0-1.95',
      // Part 3 follows part 2: no new offset; it is appended in slices.
      'append 3x524288 at -0.05',
      'append 3x90112 at -0.05',
      'end of stream',
    ]);
  });

  it('after a seek appends the part holding the new time, at its place unless it goes on from the last', async () => {
    source.open();
    stream.update(manifest, urls);
    await settled();
    source.log.length = 0;

    media.currentTime = 7;
    media.dispatchEvent(new Event('seeking'));
    await settled();
    // Part 3 goes on where part 2 stopped, removed or not: no new offset.
    expect(source.log).toEqual([
      'remove 0-1.95',
      'remove 1.95-4.95',
      'remove 4.95-5.95',
      'append 3x524288 at -0.05',
      'append 3x90112 at -0.05',
    ]);
    source.log.length = 0;

    media.currentTime = 0.5;
    media.dispatchEvent(new Event('seeking'));
    await settled();
    expect(source.log).toEqual([
      'remove 5.95-9.95',
      'remove 0-1.95',
      'abort',
      'append 0x1024 at -0.05',
      'append 1x1024 at -0.05',
      'append 2x1024 at -0.05',
    ]);
    source.log.length = 0;

    media.currentTime = 5;
    media.dispatchEvent(new Event('seeking'));
    await settled();
    expect(source.log).toEqual([
      'remove 0-1.95',
      'remove 1.95-4.95',
      'append 3x524288 at -0.05',
      'append 3x90112 at -0.05',
    ]);
  });

  it('stops appending when the quota is full and goes on once the playhead has moved', async () => {
    source.open();
    source.buffer!.quotaLeft = 2048;
    stream.update(manifest, urls);
    await settled();
    expect(source.log.filter((entry) => entry.startsWith('append'))).toHaveLength(2);

    source.buffer!.quotaLeft = Number.POSITIVE_INFINITY;
    media.dispatchEvent(new Event('timeupdate'));
    await settled();
    expect(source.log.at(-1)).toBe('append 2x1024 at -0.05');
    expect(errors).toEqual([]);
  });

  it('removes a part left half-appended when the playhead jumps elsewhere', async () => {
    source.open();
    source.buffer!.quotaLeft = 3 * 1024 + 512 * 1024;
    stream.update(manifest, urls);
    await settled();
    media.currentTime = 2;
    media.dispatchEvent(new Event('timeupdate'));
    await settled();
    expect(source.log.at(-1)).toBe('append 3x524288 at -0.05');
    source.log.length = 0;

    source.buffer!.quotaLeft = Number.POSITIVE_INFINITY;
    media.currentTime = 0.5;
    media.dispatchEvent(new Event('seeking'));
    await settled();
    expect(source.log).toEqual(['remove 5.95-9.95', 'remove 0-1.95', 'abort', 'append 0x1024 at -0.05']);
  });

  it('says when a part cannot be downloaded, and tries again later', async () => {
    vi.useFakeTimers();
    try {
      environment.download.mockRejectedValueOnce(new Error('Failed to fetch file: 403 Forbidden'));
      source.open();
      stream.update(manifest, urls);
      await vi.advanceTimersByTimeAsync(10);
      expect(errors).toEqual(['Failed to fetch file: 403 Forbidden']);
      // A time update meanwhile does not try again at once.
      media.dispatchEvent(new Event('timeupdate'));
      await vi.advanceTimersByTimeAsync(10);
      expect(environment.download).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(source.log).toContain('append 0x1024 at -0.05');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go of its address and the element when disposed', () => {
    stream.dispose();
    expect(environment.revokeObjectURL).toHaveBeenCalledWith('blob:stream');
    source.open();
    stream.update(manifest, urls);
    expect(environment.download).not.toHaveBeenCalled();
  });
});
