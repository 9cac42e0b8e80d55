const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
/** pino's numeric levels, for child processes that log JSON lines. */
const pinoLevels: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** True when a message of `level` should be shown under LOG_LEVEL `threshold`. */
export function shows(threshold: string, level: (typeof levels)[number]): boolean {
  const at = levels.indexOf(threshold as (typeof levels)[number]);
  return levels.indexOf(level) >= (at === -1 ? levels.indexOf('info') : at);
}

/** Turns a pino JSON line into `info message {other fields}`; any other line is returned as it is. */
export function readableLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const {
      level,
      msg,
      time: _time,
      pid: _pid,
      hostname: _hostname,
      ...rest
    } = JSON.parse(line) as Record<string, unknown>;
    const name = typeof level === 'number' ? (pinoLevels[level] ?? String(level)) : String(level ?? '');
    const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
    return `${name} ${String(msg ?? '')}${extra}`;
  } catch {
    return line;
  }
}

/** A writer that prefixes every line with the piece's name, padded so the columns line up. */
export const prefixed =
  (name: string, width: number) =>
  (line: string): void => {
    process.stdout.write(`${`[${name}]`.padEnd(width + 2)} ${readableLine(line)}\n`);
  };
