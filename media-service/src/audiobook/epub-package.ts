import type { AudiobookChapter, AudioTags } from '@reeltalk/contracts';
import type { Timeline, TimelineParagraph } from '../narration/timeline.ts';
import { sentencesOf, type TimedSentence } from './epub-sentences.ts';

/** A sentence as the read-along book has it: its span's id and its time in its chapter's audio (seconds). */
export interface EpubSentence extends TimedSentence {
  id: string;
}

/** What a chapter's page shows: the book's title (in the first chapter), a heading or a paragraph. */
export interface EpubBlock {
  kind: 'title' | 'heading' | 'paragraph';
  sentences: EpubSentence[];
}

/** One chapter of the book: its page, its Media Overlay and its audio, cut from the mix at [start, end). */
export interface EpubChapter extends AudiobookChapter {
  /** 'chapter-001': the stem of its page, overlay and audio files. */
  name: string;
  blocks: EpubBlock[];
}

export const EPUB_FILES = {
  page: (chapter: Pick<EpubChapter, 'name'>) => `${chapter.name}.xhtml`,
  overlay: (chapter: Pick<EpubChapter, 'name'>) => `${chapter.name}.smil`,
  audio: (chapter: Pick<EpubChapter, 'name'>) => `audio/${chapter.name}.m4a`,
  nav: 'nav.xhtml',
  style: 'style.css',
  opf: 'package.opf',
} as const;

/** The class a reading system gives the span being read (declared in the OPF as media:active-class). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The chapters' pages: every paragraph of the timeline (the title's too) goes to the chapter it starts in, its
 * sentences timed from the start of that chapter's audio.
 */
export function epubChapters(timeline: Timeline, chapters: readonly AudiobookChapter[]): EpubChapter[] {
  const paragraphs: Array<{ paragraph: TimelineParagraph; kind: EpubBlock['kind'] }> = [
    ...(timeline.title ? [{ paragraph: timeline.title, kind: 'title' as const }] : []),
    ...timeline.chapters.flatMap((chapter) =>
      chapter.paragraphs.map((paragraph) => ({
        paragraph,
        kind: paragraph.heading ? ('heading' as const) : ('paragraph' as const),
      })),
    ),
  ];
  const book = chapters.map((chapter, index) => ({
    ...chapter,
    name: `chapter-${String(index + 1).padStart(3, '0')}`,
    blocks: [] as EpubBlock[],
  }));
  for (const { paragraph, kind } of paragraphs) {
    if (paragraph.words.length === 0) continue;
    const chapter = book.findLast((each) => each.start <= paragraph.start) ?? book[0];
    if (!chapter) continue;
    const first = chapter.blocks.reduce((count, block) => count + block.sentences.length, 0);
    const sentences = sentencesOf(paragraph.words).map((sentence, at) => ({
      id: `s${String(first + at + 1).padStart(4, '0')}`,
      text: sentence.text,
      start: ms(Math.max(0, sentence.start - chapter.start)),
      end: ms(Math.min(chapter.end, sentence.end) - chapter.start),
    }));
    chapter.blocks.push({ kind, sentences });
  }
  return book;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A SMIL clock value ('0:01:02.345'), as media:duration wants it. */
export function clockValue(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const rest = ((total % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`;
}

/** A clip time of a SMIL audio element ('12.345s'). */
const clipTime = (seconds: number) => `${ms(seconds).toFixed(3)}s`;

const XHTML_HEAD = (title: string, language: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n` +
  `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">\n` +
  `<head>\n<meta charset="UTF-8"/>\n<title>${escapeXml(title)}</title>\n` +
  `<link rel="stylesheet" type="text/css" href="${EPUB_FILES.style}"/>\n</head>\n`;

const TAG_OF: Record<EpubBlock['kind'], string> = { title: 'h1', heading: 'h2', paragraph: 'p' };

/** A chapter's page: the title, headings and paragraphs, each sentence a span its overlay points at. */
export function chapterPage(chapter: EpubChapter, language: string): string {
  const blocks = chapter.blocks.map((block) => {
    const tag = TAG_OF[block.kind];
    const spans = block.sentences.map((sentence) => `<span id="${sentence.id}">${escapeXml(sentence.text)}</span>`);
    return `<${tag}>${spans.join(' ')}</${tag}>`;
  });
  return (
    XHTML_HEAD(chapter.title, language) +
    `<body>\n<section epub:type="chapter" aria-label="${escapeXml(chapter.title)}">\n${blocks.join('\n')}\n</section>\n</body>\n</html>\n`
  );
}

/** A chapter's Media Overlay: each sentence's span, in reading order, with its stretch of the chapter's audio. */
export function chapterOverlay(chapter: EpubChapter): string {
  const page = EPUB_FILES.page(chapter);
  // The overlay sits beside the page; the audio in audio/.
  const audio = EPUB_FILES.audio(chapter);
  const pars = chapter.blocks.flatMap((block) =>
    block.sentences.map(
      (sentence) =>
        `<par id="par-${sentence.id}"><text src="${page}#${sentence.id}"/>` +
        `<audio src="${audio}" clipBegin="${clipTime(sentence.start)}" clipEnd="${clipTime(sentence.end)}"/></par>`,
    ),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">\n` +
    `<body>\n<seq id="seq-${chapter.name}" epub:textref="${page}" epub:type="chapter">\n${pars.join('\n')}\n</seq>\n</body>\n</smil>\n`
  );
}

/** The nav document: the chapters' list (the reader's table of contents). */
export function navDocument(title: string, chapters: readonly EpubChapter[], language: string): string {
  const items = chapters.map(
    (chapter) => `<li><a href="${EPUB_FILES.page(chapter)}">${escapeXml(chapter.title)}</a></li>`,
  );
  return (
    XHTML_HEAD(title, language) +
    `<body>\n<nav epub:type="toc" id="toc">\n<h1>${escapeXml(title)}</h1>\n<ol>\n${items.join('\n')}\n</ol>\n</nav>\n</body>\n</html>\n`
  );
}

export const STYLE_SHEET =
  `body { font-family: serif; line-height: 1.5; margin: 1em; }\n` +
  `h1, h2 { font-family: sans-serif; }\n` +
  `.${ACTIVE_CLASS} { background-color: #ffe58a; color: inherit; }\n`;

export const CONTAINER_XML =
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n` +
  `<rootfiles><rootfile full-path="OEBPS/${EPUB_FILES.opf}" media-type="application/oebps-package+xml"/></rootfiles>\n` +
  `</container>\n`;

export interface PackageFacts {
  identifier: string;
  tags: AudioTags;
  language: string;
  /** When the book was made: dcterms:modified. */
  modified: Date;
  chapters: readonly EpubChapter[];
  /** The cover's path in OEBPS and media type; null without one. */
  cover: { href: string; mediaType: string } | null;
}

/**
 * The package document: metadata (title, creator, narrator, language, date, identifier, each overlay's duration and
 * the total, the active class), every file with its media type, the chapters in reading order.
 */
export function packageDocument({ identifier, tags, language, modified, chapters, cover }: PackageFacts): string {
  const total = chapters.reduce((sum, chapter) => sum + (chapter.end - chapter.start), 0);
  const metadata = [
    `<dc:identifier id="book-id">${escapeXml(identifier)}</dc:identifier>`,
    `<dc:title>${escapeXml(tags.title)}</dc:title>`,
    `<dc:language>${language}</dc:language>`,
    ...(tags.artist ? [`<dc:creator id="author">${escapeXml(tags.artist)}</dc:creator>`] : []),
    ...(tags.narrator
      ? [
          `<dc:contributor id="narrator">${escapeXml(tags.narrator)}</dc:contributor>`,
          `<meta refines="#narrator" property="role" scheme="marc:relators">nrt</meta>`,
          `<meta property="media:narrator">${escapeXml(tags.narrator)}</meta>`,
        ]
      : []),
    ...(tags.year ? [`<dc:date>${tags.year}</dc:date>`] : []),
    ...(tags.genre ? [`<dc:subject>${escapeXml(tags.genre)}</dc:subject>`] : []),
    `<meta property="dcterms:modified">${modified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</meta>`,
    `<meta property="media:duration">${clockValue(total)}</meta>`,
    ...chapters.map(
      (chapter) =>
        `<meta property="media:duration" refines="#overlay-${chapter.name}">${clockValue(chapter.end - chapter.start)}</meta>`,
    ),
    `<meta property="media:active-class">${ACTIVE_CLASS}</meta>`,
    ...(cover ? [`<meta name="cover" content="cover-image"/>`] : []),
  ];
  const manifest = [
    `<item id="nav" href="${EPUB_FILES.nav}" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="style" href="${EPUB_FILES.style}" media-type="text/css"/>`,
    ...(cover
      ? [`<item id="cover-image" href="${cover.href}" media-type="${cover.mediaType}" properties="cover-image"/>`]
      : []),
    ...chapters.flatMap((chapter) => [
      `<item id="${chapter.name}" href="${EPUB_FILES.page(chapter)}" media-type="application/xhtml+xml" media-overlay="overlay-${chapter.name}"/>`,
      `<item id="overlay-${chapter.name}" href="${EPUB_FILES.overlay(chapter)}" media-type="application/smil+xml"/>`,
      `<item id="audio-${chapter.name}" href="${EPUB_FILES.audio(chapter)}" media-type="audio/mp4"/>`,
    ]),
  ];
  const spine = chapters.map((chapter) => `<itemref idref="${chapter.name}"/>`);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${language}">\n` +
    `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n${metadata.join('\n')}\n</metadata>\n` +
    `<manifest>\n${manifest.join('\n')}\n</manifest>\n` +
    `<spine>\n${spine.join('\n')}\n</spine>\n</package>\n`
  );
}
