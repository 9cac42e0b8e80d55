import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_COVER_SVG, type AudiobookChapter, type AudioTags } from '@reeltalk/contracts';
import ffmpeg from 'fluent-ffmpeg';
import sharp from 'sharp';
import { runWithProgress } from '../audio/ffmpeg.ts';
import type { AudiobookFormatBuilder } from './format-builder.ts';

/** AAC-LC at 96 kb/s stereo: transparent for speech, and the music bed a mix may carry keeps its stereo. */
export const M4B_BIT_RATE_KBPS = 96;

const ENCODING = 'Encoding the M4B audiobook';

/** ffmetadata's special characters ('=', ';', '#', '\' and line ends) are escaped with a backslash. */
const escapeMetadata = (value: string): string => value.replace(/[=;#\\\n]/g, (character) => `\\${character}`);

/**
 * The book's tags and chapters as an ffmetadata file: title and album the book's title, artist and album artist its
 * author, composer its narrator (where Apple Books and audiobook players read the narrator of an M4B), date and
 * genre; media_type 2 marks it an audiobook. Chapter times in milliseconds.
 */
export function m4bMetadata(tags: AudioTags, chapters: readonly AudiobookChapter[]): string {
  const fields: Array<[string, string]> = [
    ['title', tags.title],
    ['album', tags.title],
    ['artist', tags.artist],
    ['album_artist', tags.artist],
    ['composer', tags.narrator],
    ['date', tags.year],
    ['genre', tags.genre],
    ['media_type', '2'],
  ];
  const lines = [
    ';FFMETADATA1',
    ...fields.filter(([, value]) => value).map(([key, value]) => `${key}=${escapeMetadata(value)}`),
  ];
  for (const chapter of chapters) {
    lines.push(
      '',
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(chapter.start * 1000)}`,
      `END=${Math.round(chapter.end * 1000)}`,
      `title=${escapeMetadata(chapter.title)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The cover as a JPEG of at most 1400 px a side (what Apple Books asks of a cover), or the default cover drawn. */
async function coverJpeg(coverPath: string | null): Promise<Buffer> {
  const image = coverPath ? sharp(await readFile(coverPath)) : sharp(Buffer.from(DEFAULT_COVER_SVG));
  return image
    .resize(1400, 1400, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The M4B audiobook: the mastered mix as AAC in MP4 with a chapter track (one chapter per heading of the script,
 * titled with it), the book's tags and its cover (the project's, else the default one every player shows).
 * Gapless: ffmpeg's edit list trims the encoder's priming samples, so the audio plays from its first sample to its
 * last, the chapters' times those of the mix.
 */
export const m4bBuilder: AudiobookFormatBuilder = {
  format: 'm4b',
  extension: 'm4b',
  version: 'm4b-1',
  async build(sources) {
    const { workDir, chapters, tags, signal } = sources;
    const metadataPath = path.join(workDir, 'm4b-metadata.txt');
    await writeFile(metadataPath, m4bMetadata(tags, chapters));
    const coverPath = path.join(workDir, 'm4b-cover.jpg');
    await writeFile(coverPath, await coverJpeg(sources.coverPath));
    const output = path.join(workDir, 'audiobook.m4b');
    await sources.progress(ENCODING, 0);
    const command = ffmpeg()
      .setFfmpegPath(sources.ffmpegPath)
      .input(sources.mixWavPath)
      .inputOptions(['-hide_banner'])
      .input(metadataPath)
      .input(coverPath)
      .outputOptions([
        ...['-map', '0:a', '-map', '2:v', '-map_metadata', '1', '-map_chapters', '1'],
        ...['-c:a', 'aac', '-b:a', `${M4B_BIT_RATE_KBPS}k`, '-ar', '44100', '-ac', '2'],
        // The picture as it is, as the attached cover (the `covr` item of the iTunes tags), not a video track.
        ...['-c:v', 'copy', '-disposition:v:0', 'attached_pic'],
        ...['-f', 'ipod', '-y'],
      ])
      .output(output);
    await runWithProgress(command, {
      durationSeconds: sources.timeline.duration,
      signal,
      // The job's progress sends its updates in order and never fails: nothing to wait for here.
      progress: (fraction) => void sources.progress(ENCODING, fraction * 0.95),
    });
    signal.throwIfAborted();
    return { path: output, contentType: 'audio/mp4' };
  },
};
