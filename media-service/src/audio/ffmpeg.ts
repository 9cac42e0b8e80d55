import { execFile } from 'node:child_process';
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

/** Runs a command whose outputs are files; resolves once ffmpeg has exited cleanly. */
export function runToFiles(command: FfmpegCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    command
      .on('error', (error: CommandError) => reject(failure(error)))
      .on('end', () => resolve())
      .run();
  });
}

/** The first line ffmpeg prints for -version ("ffmpeg version 5.1.6-0+deb12u1 …"), to log which one runs. */
export async function ffmpegVersion(ffmpegPath: string): Promise<string> {
  const { stdout } = await promisify(execFile)(ffmpegPath, ['-hide_banner', '-version']);
  return stdout.split('\n')[0]?.trim() ?? '';
}
