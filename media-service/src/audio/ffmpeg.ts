import { execFile, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import ffmpeg, { type FfmpegCommand } from 'fluent-ffmpeg';

/** ffmpeg exited with an error; the message carries what it printed. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
}

/** fluent-ffmpeg's error: the input stream's own error when that is what failed. */
type CommandError = Error & { inputStreamError?: Error };

const failure = (error: CommandError): Error =>
  error.inputStreamError ?? new FfmpegError(`ffmpeg failed: ${error.message}`);

/**
 * A command for the given ffmpeg binary reading `input` (a stream, written to ffmpeg's stdin as it takes it). ffmpeg
 * reads -loglevel and -hide_banner wherever they stand, so they come with the input.
 */
export function ffmpegCommand(ffmpegPath: string, input: Readable): FfmpegCommand {
  return ffmpeg(input).setFfmpegPath(ffmpegPath).inputOptions(['-hide_banner', '-loglevel', 'error']);
}

/**
 * Runs the command with its output on the returned stream, which ends only once ffmpeg has exited cleanly and fails
 * with an FfmpegError (or the input's own error) otherwise, so a reader never mistakes a broken output for a complete
 * one. Destroying the returned stream stops ffmpeg.
 */
export function runToStream(command: FfmpegCommand): Readable {
  const output = new PassThrough();
  command
    .on('error', (error: CommandError) => output.destroy(failure(error)))
    .on('end', () => output.end())
    .output(output, { end: false })
    .run();
  return output;
}

/**
 * Calls `report` once the ffmpeg process of the command has exited. fluent-ffmpeg reports an input stream's error
 * first and only then stops ffmpeg, which may still write its outputs' trailers: a caller that removes the files
 * on failure must not do so before ffmpeg is gone.
 */
function onErrorAfterExit(command: FfmpegCommand, report: (error: CommandError) => void): FfmpegCommand {
  let process: ChildProcess | undefined;
  return command
    .on('start', () => {
      process = (command as FfmpegCommand & { ffmpegProc?: ChildProcess }).ffmpegProc;
    })
    .on('error', (error: CommandError) => {
      if (!process || process.exitCode !== null || process.signalCode !== null) return report(error);
      void once(process, 'exit').then(() => report(error));
    });
}

/** Runs a command whose outputs are files; resolves once ffmpeg has exited cleanly, rejects once it has exited. */
export function runToFiles(command: FfmpegCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    onErrorAfterExit(command, (error) => reject(failure(error)))
      .on('end', () => resolve())
      .run();
  });
}

/** The first line ffmpeg prints for -version ("ffmpeg version 5.1.6-0+deb12u1 …"), to log which one runs. */
export async function ffmpegVersion(ffmpegPath: string): Promise<string> {
  const { stdout } = await promisify(execFile)(ffmpegPath, ['-hide_banner', '-version']);
  return stdout.split('\n')[0]?.trim() ?? '';
}

/** "00:01:02.50" (ffmpeg's time of the output so far) in seconds. */
const timemarkSeconds = (timemark: string): number =>
  timemark.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/**
 * Runs a command whose outputs are files, reporting the fraction of `durationSeconds` written so far as ffmpeg
 * reports it, and stopping ffmpeg when `signal` aborts. Resolves with what ffmpeg printed (its log level decides
 * how much), for filters that report measurements there.
 */
export function runWithProgress(
  command: FfmpegCommand,
  options: { durationSeconds: number; progress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<string> {
  const { durationSeconds, progress, signal } = options;
  return new Promise((resolve, reject) => {
    const abort = () => command.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    onErrorAfterExit(command, (error) => {
      settle();
      reject(signal?.aborted ? signal.reason : failure(error));
    })
      .on('progress', ({ timemark }: { timemark?: string }) => {
        if (timemark && durationSeconds > 0) progress?.(Math.min(1, timemarkSeconds(timemark) / durationSeconds));
      })
      .on('end', (_stdout: string | null, stderr: string | null) => {
        settle();
        resolve(stderr ?? '');
      })
      .run();
  });
}
