// Test helpers (imported by tests only): the browser parts jsdom lacks or that reach the network.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** XMLHttpRequest as the API client's upload transport uses it; the test answers each request. */
export class TestXhr {
  static sent: TestXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    TestXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader() {
    return 'application/json';
  }
  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
  fail() {
    act(() => this.onerror?.());
  }
}

/**
 * jsdom does not play media: play() starts an element (and fires 'play'), pause() stops it (and fires 'pause'), and
 * `paused` tells which. Returns the elements playing now.
 */
export function stubMediaPlayback(): { playing: () => HTMLMediaElement[] } {
  const playing = new Set<HTMLMediaElement>();
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
  });
  return { playing: () => [...playing] };
}
