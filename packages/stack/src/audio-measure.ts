import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// What tests measure of the audio the mix makes, with the ffmpeg they are given (no ffprobe is shipped).

const run = promisify(execFile);

/** A stretch of a file, in seconds from its start. */
export interface AudioWindow {
  from: number;
  to: number;
}

/** ffmpeg's EBU R128 integrated loudness (LUFS) of an audio file, or of a window of it; -Infinity for silence. */
export async function audioLoudness(ffmpegPath: string, file: string, window?: AudioWindow): Promise<number> {
  const trim = window ? `atrim=start=${window.from}:end=${window.to},` : '';
  const { stderr } = await run(
    ffmpegPath,
    ['-hide_banner', '-nostats', '-i', file, '-af', `${trim}ebur128`, '-f', 'null', '-'],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const found = [...stderr.matchAll(/I:\s+(-inf|-?[\d.]+) LUFS/g)].at(-1)?.[1];
  if (found === undefined) throw new Error(`ffmpeg measured no loudness of ${file}:\n${stderr.slice(-1500)}`);
  return found === '-inf' ? -Infinity : Number(found);
}

/**
 * The tags of a media file as ffmpeg reads them (an MP3's ID3 frames, a WAV's LIST/INFO chunk), by ffmpeg's names:
 * title, artist, album, encoder.
 */
export async function audioTags(ffmpegPath: string, file: string): Promise<Record<string, string>> {
  return (await ffmetadataSections(ffmpegPath, file))[0]!.tags;
}

/** The chapters of a media file as ffmpeg reads them (an MP3's ID3 CHAP frames, an M4B's chapter track), seconds. */
export async function audioChapters(
  ffmpegPath: string,
  file: string,
): Promise<Array<{ title: string; start: number; end: number }>> {
  return (await ffmetadataSections(ffmpegPath, file))
    .filter((section) => section.name === 'CHAPTER')
    .map(({ tags }) => {
      const [numerator, denominator] = (tags.TIMEBASE ?? '1/1').split('/').map(Number);
      const seconds = (value = '0') => (Number(value) * numerator!) / denominator!;
      return { title: tags.title ?? '', start: seconds(tags.START), end: seconds(tags.END) };
    });
}

/** ffmpeg's ffmetadata of a file: the file's own tags first (named ''), then each [CHAPTER] or [STREAM] section's. */
async function ffmetadataSections(
  ffmpegPath: string,
  file: string,
): Promise<Array<{ name: string; tags: Record<string, string> }>> {
  const { stdout } = await run(ffmpegPath, ['-v', 'error', '-i', file, '-f', 'ffmetadata', '-']);
  const sections = [{ name: '', tags: {} as Record<string, string> }];
  // One `key=value` a line after the ';FFMETADATA1' header, with '=', ';', '#' and '\' escaped by a '\'.
  for (const line of stdout.split('\n')) {
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) sections.push({ name: section[1]!, tags: {} });
    const at = /^([^;#=[][^=]*)=(.*)$/.exec(line);
    if (at) sections.at(-1)!.tags[at[1]!] = at[2]!.replace(/\\(.)/g, '$1');
  }
  return sections;
}
