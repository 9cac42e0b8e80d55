import { describe, expect, it } from 'vitest';
import { readableLine, shows } from './log.ts';

describe('readableLine', () => {
  it('turns a pino JSON line into level, message and the remaining fields', () => {
    const line = JSON.stringify({ level: 30, time: 1, pid: 2, hostname: 'h', msg: 'listening', port: 4000 });
    expect(readableLine(line)).toBe('info listening {"port":4000}');
  });

  it('leaves plain text and broken JSON as they are', () => {
    expect(readableLine('shell serving shell/dist')).toBe('shell serving shell/dist');
    expect(readableLine('{not json')).toBe('{not json');
  });
});

describe('shows', () => {
  it('shows messages at or above LOG_LEVEL', () => {
    expect(shows('info', 'info')).toBe(true);
    expect(shows('warn', 'info')).toBe(false);
    expect(shows('debug', 'info')).toBe(true);
    expect(shows('silent', 'error')).toBe(false);
  });

  it('treats an unknown LOG_LEVEL as info', () => {
    expect(shows('chatty', 'debug')).toBe(false);
    expect(shows('chatty', 'info')).toBe(true);
  });
});
