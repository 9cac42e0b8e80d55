import { spawn } from 'node:child_process';
import { PassThrough, type Readable, type Writable } from 'node:stream';

/** ffmpeg exited with an error; the message carries the end of what it printed. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
}

const STDERR_KEPT = 2000;

/** Waits until a stream wants more, or is gone; leaves no listener behind. */
function drainedOrClosed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

/**
 * Runs ffmpeg with `args`, writing `input` (if any) to its stdin as ffmpeg takes it. Returns its stdout, which ends
 * only once ffmpeg has exited cleanly and fails with an FfmpegError (or the input's own error) otherwise, so a reader
 * never mistakes a broken output for a complete one. Destroying the returned stream stops ffmpeg.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  input?: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): Readable {
  const child = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', ...args], { stdio: 'pipe' });
  const output = new PassThrough();
  let stderr = '';
  let inputError: unknown;

  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  child.stdout.pipe(output, { end: false });
  child.on('error', (error) => output.destroy(error));
  child.on('close', (code, signal) => {
    if (inputError !== undefined) output.destroy(inputError as Error);
    else if (code === 0) output.end();
    else output.destroy(new FfmpegError(`ffmpeg failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`));
  });
  output.on('close', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  const stdin = child.stdin;
  // ffmpeg may stop reading early (a failure); its exit status then tells what happened.
  stdin.on('error', () => {});
  if (!input) {
    stdin.end();
  } else {
    void (async () => {
      try {
        for await (const chunk of input) {
          if (stdin.destroyed) return;
          if (!stdin.write(chunk)) await drainedOrClosed(stdin);
        }
        stdin.end();
      } catch (error) {
        inputError = error;
        child.kill('SIGKILL');
      }
    })();
  }
  return output;
}
