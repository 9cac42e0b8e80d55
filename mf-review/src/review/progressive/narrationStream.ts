import { AUDIO_MESSAGES, fetchFileFailed, type ProgressiveNarration } from '@reeltalk/contracts';
import { followsOn, partSpan, planBuffer, readyEnd } from './partWindow.ts';

const MIME = 'audio/mpeg';
/** Bytes per append: a part is appended in slices, so a full quota stops it part-way and it goes on later. */
const APPEND_BYTES = 512 * 1024;
/** Pause before a failed download or append is tried again. */
const RETRY_MS = 3000;
/** The media events after which the window is looked at again: the playhead moved, jumped, or waits for data. */
const MEDIA_EVENTS = ['seeking', 'timeupdate', 'waiting'] as const;

/** The browser's media source API and the part downloads; a test passes its own. */
export interface StreamEnvironment {
  createMediaSource(): MediaSource;
  createObjectURL(source: MediaSource): string;
  revokeObjectURL(url: string): void;
  download(url: string, signal: AbortSignal): Promise<ArrayBuffer>;
}

const browserEnvironment: StreamEnvironment = {
  createMediaSource: () => new MediaSource(),
  createObjectURL: (source) => URL.createObjectURL(source),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  download: async (url, signal) => {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(fetchFileFailed(response.status, response.statusText));
    return response.arrayBuffer();
  },
};

const isQuotaExceeded = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** A part downloaded for appending, and how much of it is appended. */
interface Appending {
  index: number;
  bytes: Uint8Array<ArrayBuffer>;
  offset: number;
}

/**
 * One MediaSource fed with the published parts of a narration in flight, for the review player's <audio> element
 * (which attaches `url` once). It keeps the part playing and the next few buffered and removes the others (the
 * browser's audio quota is far smaller than a novel), appends the part holding the new time after a seek, stretches
 * the duration as parts arrive (playing to the end of the ready parts waits there for the next) and ends the stream
 * once the last part is in.
 */
export class NarrationStream {
  static supported(): boolean {
    return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MIME);
  }

  readonly url: string;
  private readonly source: MediaSource;
  private buffer: SourceBuffer | null = null;
  private manifest: ProgressiveNarration | null = null;
  private urls: Record<string, string> = {};
  /** Parts wholly in the buffer. */
  private readonly buffered = new Set<number>();
  /** The part appended last, when it was appended whole: the next one then follows on by itself. */
  private lastAppended: number | null = null;
  private appending: Appending | null = null;
  private pumping = false;
  private again = false;
  /** Set for a while after a failure, so a failing download is not tried again on every time update. */
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly controller = new AbortController();
  private readonly wake = () => void this.pump();
  private readonly media: HTMLMediaElement;
  private readonly onError: (message: string) => void;
  private readonly environment: StreamEnvironment;

  constructor(
    media: HTMLMediaElement,
    onError: (message: string) => void,
    environment: StreamEnvironment = browserEnvironment,
  ) {
    this.media = media;
    this.onError = onError;
    this.environment = environment;
    this.source = environment.createMediaSource();
    this.url = environment.createObjectURL(this.source);
    this.source.addEventListener(
      'sourceopen',
      () => {
        const buffer = this.source.addSourceBuffer(MIME);
        // MP3 has no timestamps of its own: the buffer's 'sequence' mode places each frame after the one before.
        // Nothing before 0 is kept: the first part's leading samples are the encoder's delay.
        buffer.appendWindowStart = 0;
        this.buffer = buffer;
        this.wake();
      },
      { once: true },
    );
    for (const name of MEDIA_EVENTS) media.addEventListener(name, this.wake);
  }

  /** The published parts now (their frames never change) and the addresses of their audio. */
  update(manifest: ProgressiveNarration, urls: Record<string, string>): void {
    this.manifest = manifest;
    this.urls = { ...this.urls, ...urls };
    // At once, not after the part being downloaded: the transcript shows the new part's words now, and a seek to one
    // of them past the duration would stop short at its end.
    this.stretch();
    this.wake();
  }

  dispose(): void {
    this.controller.abort();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const name of MEDIA_EVENTS) this.media.removeEventListener(name, this.wake);
    this.environment.revokeObjectURL(this.url);
  }

  private get disposed() {
    return this.controller.signal.aborted;
  }

  /** Works through the plan one step at a time; a wake-up during a step looks again once it is done. */
  private async pump(): Promise<void> {
    if (this.retryTimer) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        while (!this.disposed && (await this.step()));
      } while (this.again && !this.disposed);
    } catch (error) {
      if (this.disposed) return;
      this.onError(error instanceof Error && error.message ? error.message : AUDIO_MESSAGES.loadFailed);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.wake();
      }, RETRY_MS);
    } finally {
      this.pumping = false;
    }
  }

  /** One change to the buffer; false when there is nothing to do now. */
  private async step(): Promise<boolean> {
    const { buffer, manifest, source } = this;
    if (!buffer || !manifest || source.readyState === 'closed') return false;
    const plan = planBuffer(manifest, this.media.currentTime, this.buffered);

    const stale = plan.remove[0];
    if (stale !== undefined) {
      this.buffered.delete(stale);
      await this.remove(stale);
      return true;
    }

    this.stretch();

    const next = plan.append;
    if (next === null) {
      const last = manifest.parts.length - 1;
      if (manifest.complete && this.buffered.has(last) && source.readyState === 'open') source.endOfStream();
      return false;
    }
    if (this.appending && this.appending.index !== next && this.appending.offset > 0) {
      // A part left half-appended (the playhead jumped elsewhere) would hold quota unseen.
      await this.remove(this.appending.index);
      return true;
    }
    if (this.appending?.index !== next) {
      const url = this.urls[manifest.parts[next]!.audioKey];
      if (!url) return false;
      const bytes = new Uint8Array(await this.environment.download(url, this.controller.signal));
      this.appending = { index: next, bytes, offset: 0 };
      // The playhead may have moved while downloading: look again before appending.
      return true;
    }
    return this.appendSlice(this.appending);
  }

  private async appendSlice(appending: Appending): Promise<boolean> {
    const buffer = this.buffer!;
    if (appending.offset === 0 && !followsOn(this.lastAppended, appending.index)) {
      // Whatever a half-appended part left there goes; removing also reopens a stream that had ended.
      await this.remove(appending.index);
      buffer.abort();
      buffer.timestampOffset = partSpan(this.manifest!, appending.index).start;
      buffer.appendWindowStart = 0;
    }
    const slice = appending.bytes.subarray(appending.offset, appending.offset + APPEND_BYTES);
    try {
      await this.run(() => buffer.appendBuffer(slice));
    } catch (error) {
      // Full: the rest waits until the playhead has moved on and the parts behind it are removed.
      if (isQuotaExceeded(error)) return false;
      throw error;
    }
    appending.offset += slice.length;
    if (appending.offset >= appending.bytes.length) {
      this.buffered.add(appending.index);
      this.lastAppended = appending.index;
      this.appending = null;
    } else {
      this.lastAppended = null;
    }
    return true;
  }

  private remove(index: number): Promise<void> {
    const span = partSpan(this.manifest!, index);
    if (this.appending?.index === index && this.appending.offset > 0) this.appending = null;
    return this.run(() => this.buffer!.remove(Math.max(0, span.start), span.end));
  }

  /** The duration reaches the end of the ready parts (it may not change while the buffer is busy). */
  private stretch(): void {
    const { buffer, manifest, source } = this;
    if (!buffer || !manifest || buffer.updating || source.readyState !== 'open') return;
    const end = Math.max(readyEnd(manifest), this.bufferedEnd());
    if (!(source.duration >= end)) source.duration = end;
  }

  private bufferedEnd(): number {
    const ranges = this.buffer!.buffered;
    return ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
  }

  /** Starts a buffer operation and waits for its end. */
  private run(operation: () => void): Promise<void> {
    const buffer = this.buffer!;
    return new Promise((resolve, reject) => {
      const settle = (failed: boolean) => () => {
        buffer.removeEventListener('updateend', ended);
        buffer.removeEventListener('error', errored);
        if (failed) reject(new Error(AUDIO_MESSAGES.loadFailed));
        else resolve();
      };
      const ended = settle(false);
      const errored = settle(true);
      buffer.addEventListener('updateend', ended);
      buffer.addEventListener('error', errored);
      try {
        operation();
      } catch (error) {
        buffer.removeEventListener('updateend', ended);
        buffer.removeEventListener('error', errored);
        reject(error);
      }
    });
  }
}
