import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../testing/index.tsx';
import { createApiMonitor, monitoredPath, type ApiMonitor } from './monitor.ts';

let monitor: ApiMonitor | undefined;
const log = { warn: vi.fn(), info: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  log.warn.mockReset();
  log.info.mockReset();
});

afterEach(() => {
  monitor?.stop();
  monitor = undefined;
  vi.useRealTimers();
});

function startMonitor(): ApiMonitor {
  monitor = createApiMonitor({ log });
  monitor.start();
  return monitor;
}

const callTimes = (count: number, path: string, everyMs: number) => {
  for (let call = 0; call < count; call += 1) {
    monitor?.record(path);
    vi.advanceTimersByTime(everyMs);
  }
};

describe('monitoredPath', () => {
  it.each([
    ['projects', '/api/projects'],
    ['/api/projects/p1?fields=name', '/api/projects/p1'],
    ['users/profile#x', '/api/users/profile'],
  ])('%s counts for %s', (path, expected) => {
    expect(monitoredPath(path)).toBe(expected);
  });
});

describe('the per-minute warning', () => {
  it('stays quiet at 60 calls in a minute and warns once at the 61st', () => {
    startMonitor();
    callTimes(60, '/projects', 500);
    expect(log.warn).not.toHaveBeenCalled();
    callTimes(5, '/projects', 100);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('/api/projects was called 61 times in the last minute');
  });

  it('counts each normalised path on its own', () => {
    startMonitor();
    callTimes(40, '/projects', 10);
    callTimes(40, 'api/users/profile?fresh=1', 10);
    callTimes(20, 'projects?page=2', 10);
    expect(log.warn).not.toHaveBeenCalled();
    callTimes(1, '/api/projects', 10);
    expect(log.warn).toHaveBeenCalledWith('/api/projects was called 61 times in the last minute');
  });

  it('slides: calls older than a minute no longer count', () => {
    startMonitor();
    // 61 calls, one per second: the first has left the window when the 61st comes.
    callTimes(61, '/projects', 1000);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('warns again only after the path came back under the limit', () => {
    startMonitor();
    callTimes(70, '/projects', 10);
    expect(log.warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    callTimes(61, '/projects', 10);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

describe('the 30-second summary', () => {
  it('is logged when more than 10 calls happened in the 30 s, with the count of each path', () => {
    startMonitor();
    callTimes(8, '/projects', 100);
    callTimes(3, '/users/profile', 100);
    expect(log.info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000 - 1100);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('API calls in the last 30 s: 11', {
      '/api/projects': 8,
      '/api/users/profile': 3,
    });
  });

  it('is not logged for 10 calls or fewer, and each window starts from zero', () => {
    startMonitor();
    callTimes(10, '/projects', 100);
    vi.advanceTimersByTime(30_000);
    expect(log.info).not.toHaveBeenCalled();
    callTimes(11, '/projects', 100);
    vi.advanceTimersByTime(30_000);
    expect(log.info).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('runs one timer however often start is called, and none after stop', () => {
    const started = startMonitor();
    started.start();
    started.start();
    expect(vi.getTimerCount()).toBe(1);
    callTimes(20, '/projects', 10);
    started.stop();
    vi.advanceTimersByTime(60_000);
    expect(log.info).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('in the API client', () => {
  it('is started by the client once and counts every request', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    monitor = createApiMonitor({ log });
    const start = vi.spyOn(monitor, 'start');
    const record = vi.spyOn(monitor, 'record');
    const api = createTestApi(fetch, { monitor });
    expect(start).toHaveBeenCalledTimes(1);
    await api.get('/projects?page=1');
    await api.post('projects', { name: 'A' });
    await api.patch('/api/projects/p1', { status: 2 });
    await api.delete('/projects/p1');
    expect(start).toHaveBeenCalledTimes(1);
    expect(record.mock.calls).toEqual([
      ['/api/projects?page=1'],
      ['/api/projects'],
      ['/api/projects/p1'],
      ['/api/projects/p1'],
    ]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
