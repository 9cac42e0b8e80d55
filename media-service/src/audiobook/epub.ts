import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import ffmpeg from 'fluent-ffmpeg';
import yazl from 'yazl';
import { runWithProgress } from '../audio/ffmpeg.ts';
import type { AudiobookFormatBuilder, AudiobookSources } from './format-builder.ts';
import {
  CONTAINER_XML,
  EPUB_FILES,
  STYLE_SHEET,
  chapterOverlay,
  chapterPage,
  epubChapters,
  navDocument,
  packageDocument,
  type EpubChapter,
} from './epub-package.ts';

export const EPUB_CONTENT_TYPE = 'application/epub+zip';

// The narration engine reads English; the book says so to a reader's hyphenation and text-to-speech.
const LANGUAGE = 'en';

// Each chapter's audio is AAC in MP4 (.m4a): a core media type of EPUB 3 that every Media Overlays reader plays,
// about half an MP3's size for the same sound, and its edit list drops the encoder's priming samples, so a clip
// time in the overlay is the same instant of the mix in every player (an MP3's encoder delay is honoured by some
// players only). 96 kb/s stereo keeps the mix's music clean.
const AUDIO_ARGS = ['-c:a', 'aac', '-b:a', '96k', '-ar', '44100', '-ac', '2', '-movflags', '+faststart'];

/** The cover's media type from its first bytes (the project's cover is a PNG or a JPEG). */
async function coverOf(coverPath: string | null): Promise<{ href: string; mediaType: string; path: string } | null> {
  if (!coverPath) return null;
  const file = await open(coverPath, 'r');
  const head = Buffer.alloc(4);
  await file.read(head, 0, 4, 0).finally(() => file.close());
  const png = head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { href: `images/cover.${png ? 'png' : 'jpg'}`, mediaType: png ? 'image/png' : 'image/jpeg', path: coverPath };
}

/** The same book gets the same identifier: a name-based UUID of its title, author, chapters and length. */
function bookIdentifier({ tags, chapters, timeline }: AudiobookSources): string {
  const hash = createHash('sha1')
    .update(JSON.stringify([tags.title, tags.artist, chapters, timeline.duration]))
    .digest('hex');
  const variant = ((parseInt(hash[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

/** Cuts the chapter's stretch of the mix into its own AAC file; the WAV's seek is exact to the sample. */
async function cutChapterAudio(sources: AudiobookSources, chapter: EpubChapter, file: string, share: [number, number]) {
  const seconds = chapter.end - chapter.start;
  const command = ffmpeg(sources.mixWavPath)
    .setFfmpegPath(sources.ffmpegPath)
    .inputOptions(['-hide_banner', '-ss', chapter.start.toFixed(6)])
    .outputOptions(['-t', seconds.toFixed(6), '-vn', ...AUDIO_ARGS])
    .output(file);
  const [from, size] = share;
  await runWithProgress(command, {
    durationSeconds: seconds,
    signal: sources.signal,
    progress: (fraction) => void sources.progress('Cutting the chapters’ audio', from + size * fraction),
  });
}

/**
 * The read-along EPUB 3: the script's text as one XHTML page per chapter, each sentence a span, a Media Overlay per
 * chapter pointing every sentence at its stretch of the chapter's audio (cut from the mix), the cover, the chapters'
 * nav and the metadata.
 */
export const epubBuilder: AudiobookFormatBuilder = {
  format: 'epub',
  extension: 'epub',
  version: 'epub-1',
  async build(sources) {
    const chapters = epubChapters(sources.timeline, sources.chapters);
    const cover = await coverOf(sources.coverPath);
    const folder = path.join(sources.workDir, 'epub');
    await mkdir(path.join(folder, 'audio'), { recursive: true });

    const total = chapters.reduce((sum, chapter) => sum + (chapter.end - chapter.start), 0) || 1;
    let done = 0;
    for (const chapter of chapters) {
      sources.signal.throwIfAborted();
      const size = (0.9 * (chapter.end - chapter.start)) / total;
      await cutChapterAudio(sources, chapter, path.join(folder, EPUB_FILES.audio(chapter)), [done, size]);
      done += size;
    }
    sources.signal.throwIfAborted();
    await sources.progress('Writing the book', 0.9);

    const zip = new yazl.ZipFile();
    // The mimetype comes first and stored, with no extra field, so a reader knows the file by its first bytes.
    zip.addBuffer(Buffer.from(EPUB_CONTENT_TYPE), 'mimetype', { compress: false, forceDosTimestamp: true });
    zip.addBuffer(Buffer.from(CONTAINER_XML), 'META-INF/container.xml');
    const text = (name: string, content: string) => zip.addBuffer(Buffer.from(content), `OEBPS/${name}`);
    text(
      EPUB_FILES.opf,
      packageDocument({
        identifier: bookIdentifier(sources),
        tags: sources.tags,
        language: LANGUAGE,
        modified: new Date(),
        chapters,
        cover,
      }),
    );
    text(EPUB_FILES.nav, navDocument(sources.tags.title, chapters, LANGUAGE));
    text(EPUB_FILES.style, STYLE_SHEET);
    for (const chapter of chapters) {
      text(EPUB_FILES.page(chapter), chapterPage(chapter, LANGUAGE));
      text(EPUB_FILES.overlay(chapter), chapterOverlay(chapter));
      // Compressed audio gains nothing from deflate.
      zip.addFile(path.join(folder, EPUB_FILES.audio(chapter)), `OEBPS/${EPUB_FILES.audio(chapter)}`, {
        compress: false,
      });
    }
    if (cover) zip.addBuffer(await readFile(cover.path), `OEBPS/${cover.href}`, { compress: false });
    zip.end();

    const output = path.join(sources.workDir, 'read-along.epub');
    await pipeline(zip.outputStream, createWriteStream(output), { signal: sources.signal });
    await sources.progress('Writing the book', 1);
    return { path: output, contentType: EPUB_CONTENT_TYPE };
  },
};
