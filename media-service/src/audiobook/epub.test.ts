import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { EpubCheck } from '@likecoin/epubcheck-ts';
import { audiobookChapters } from '@reeltalk/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { decodedSeconds, probeMedia } from '../../testing/media-file.ts';
import { narrated } from '../../testing/transcripts.ts';
import type { Timeline } from '../narration/timeline.ts';
import { epubBuilder } from './epub.ts';
import { sentencesOf } from './epub-sentences.ts';
import type { AudiobookSources } from './format-builder.ts';

const run = promisify(execFile);

// A two-chapter script: its title, two headings, sentences ending in '.', '!', '?', '…' and closing quotes.
const UNITS = [
  { chapter: null, heading: true, text: 'The Letter and the Answer' },
  { chapter: 0, heading: true, text: 'Chapter One: The Letter' },
  { chapter: 0, heading: false, text: 'The letter came on a Monday. Nobody opened it! Was it for us?' },
  { chapter: 0, heading: false, text: '"Leave it," said Jane. "It can wait."' },
  { chapter: 1, heading: true, text: 'Chapter Two: The Answer' },
  { chapter: 1, heading: false, text: 'By Friday the answer was clear. They wrote back at once…' },
];

const SENTENCES = [
  ['The Letter and the Answer', 'Chapter One: The Letter'],
  ['The letter came on a Monday.', 'Nobody opened it!', 'Was it for us?'],
  ['"Leave it," said Jane.', '"It can wait."'],
  ['Chapter Two: The Answer'],
  ['By Friday the answer was clear.', 'They wrote back at once…'],
];

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
const tagsOf = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const seconds = (clip: string) => Number(clip.replace(/s$/, ''));
const clock = (value: string) => value.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe('the read-along EPUB', () => {
  let dir: string;
  let timeline: Timeline;
  let epub: Buffer;
  let zip: JSZip;
  const text = (name: string) => zip.file(name)!.async('string');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reeltalk-epub-test-'));
    ({ timeline } = await narrated(UNITS));
    const mixWavPath = path.join(dir, 'mix.wav');
    const coverPath = path.join(dir, 'cover.png');
    const lavfi = (source: string, out: string, more: string[]) =>
      run(testFfmpegPath, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, ...more, out]);
    await lavfi(`sine=frequency=220:sample_rate=44100:duration=${timeline.duration}`, mixWavPath, ['-ac', '2']);
    await lavfi('color=c=navy:s=320x480', coverPath, ['-frames:v', '1']);
    const sources = {
      mixWavPath,
      timeline,
      chapters: audiobookChapters(timeline),
      tags: {
        title: 'The Letter and the Answer',
        artist: 'Ada Writer',
        narrator: 'Nova',
        year: '2026',
        genre: 'Drama',
      },
      coverPath,
      workDir: dir,
      ffmpegPath: testFfmpegPath,
      signal: new AbortController().signal,
      progress: async () => {},
      speak: async () => {},
      acx: {},
    } satisfies AudiobookSources;
    const built = await epubBuilder.build(sources);
    expect(built.contentType).toBe('application/epub+zip');
    epub = await readFile(built.path);
    zip = await JSZip.loadAsync(epub);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts with the mimetype, stored and without an extra field', () => {
    expect(epub.readUInt32LE(0)).toBe(0x04034b50);
    // Compression method 0 (stored), name 'mimetype', no extra field, then the media type itself.
    expect(epub.readUInt16LE(8)).toBe(0);
    expect(epub.readUInt16LE(26)).toBe('mimetype'.length);
    expect(epub.readUInt16LE(28)).toBe(0);
    expect(epub.subarray(30, 38).toString()).toBe('mimetype');
    expect(epub.subarray(38, 38 + 20).toString()).toBe('application/epub+zip');
  });

  it('passes EPUBCheck’s rules for EPUB 3 and Media Overlays, without an error or a warning', async () => {
    const result = await EpubCheck.validate(new Uint8Array(epub));
    const problems = result.messages.filter((message) => ['fatal', 'error', 'warning'].includes(message.severity));
    expect(problems).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('points every sentence of both chapters at its time in its chapter’s audio, to the millisecond', async () => {
    const chapters = audiobookChapters(timeline);
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Chapter One: The Letter', 'Chapter Two: The Answer']);
    // What the timeline says: every paragraph's sentences, each in the chapter its paragraph starts in.
    const paragraphs = [timeline.title!, ...timeline.chapters.flatMap((chapter) => chapter.paragraphs)];
    const expected = paragraphs.map((paragraph) => {
      const chapter = chapters.findLast((each) => each.start <= paragraph.start)!;
      return sentencesOf(paragraph.words).map((sentence) => ({
        chapter: chapters.indexOf(chapter),
        text: sentence.text,
        begin: sentence.start - chapter.start,
        end: sentence.end - chapter.start,
      }));
    });
    expect(expected.map((sentences) => sentences.map((sentence) => sentence.text))).toEqual([
      [SENTENCES[0]![0]],
      [SENTENCES[0]![1]],
      ...SENTENCES.slice(1),
    ]);

    const read: Array<{ chapter: number; text: string; begin: number; end: number }> = [];
    for (const [index, name] of ['chapter-001', 'chapter-002'].entries()) {
      const smil = await text(`OEBPS/${name}.smil`);
      const page = await text(`OEBPS/${name}.xhtml`);
      const spans = new Map(
        [...page.matchAll(/<span id="([^"]+)">([^<]*)<\/span>/g)].map((match) => [match[1]!, match[2]!]),
      );
      const pars = [...smil.matchAll(/<par\b[^>]*>\s*(<text\b[^>]*>)\s*(<audio\b[^>]*>)\s*<\/par>/g)];
      expect(pars.length).toBeGreaterThan(0);
      for (const [, textTag, audioTag] of pars) {
        const [file, id] = attributes(textTag!).src!.split('#');
        expect(file).toBe(`${name}.xhtml`);
        // Every text points at a span of its page.
        expect(spans.has(id!)).toBe(true);
        const audio = attributes(audioTag!);
        expect(audio.src).toBe(`audio/${name}.m4a`);
        read.push({
          chapter: index,
          text: spans.get(id!)!.replace(/&quot;/g, '"'),
          begin: seconds(audio.clipBegin!),
          end: seconds(audio.clipEnd!),
        });
      }
    }
    const flat = expected.flat();
    expect(read.map(({ chapter, text }) => ({ chapter, text }))).toEqual(
      flat.map(({ chapter, text }) => ({ chapter, text })),
    );
    for (const [at, sentence] of flat.entries()) {
      expect(Math.abs(read[at]!.begin - sentence.begin)).toBeLessThanOrEqual(0.001);
      expect(Math.abs(read[at]!.end - sentence.end)).toBeLessThanOrEqual(0.001);
    }
  });

  it('lists every file of the book in its package with the right media type, and nothing that is not there', async () => {
    const container = await text('META-INF/container.xml');
    expect(attributes(tagsOf(container, 'rootfile')[0]!)['full-path']).toBe('OEBPS/package.opf');
    const opf = await text('OEBPS/package.opf');
    const items = tagsOf(opf, 'item').map(attributes);
    const TYPES: Record<string, string> = {
      xhtml: 'application/xhtml+xml',
      smil: 'application/smil+xml',
      m4a: 'audio/mp4',
      css: 'text/css',
      png: 'image/png',
    };
    const listed = items.map((item) => `OEBPS/${item.href}`).sort();
    const inZip = Object.keys(zip.files)
      .filter(
        (name) => !zip.files[name]!.dir && !['mimetype', 'META-INF/container.xml', 'OEBPS/package.opf'].includes(name),
      )
      .sort();
    expect(listed).toEqual(inZip);
    for (const item of items) expect(item['media-type']).toBe(TYPES[item.href!.split('.').pop()!]);
    expect(items.find((item) => item.properties === 'cover-image')?.href).toBe('images/cover.png');
    expect(items.find((item) => item.properties === 'nav')?.href).toBe('nav.xhtml');
    // Each page names its overlay, which the manifest lists.
    const ids = new Set(items.map((item) => item.id));
    const pages = items.filter((item) => item.href!.endsWith('.xhtml') && item.properties !== 'nav');
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(ids.has(page['media-overlay'])).toBe(true);
    expect(tagsOf(opf, 'itemref').map((tag) => attributes(tag).idref)).toEqual(pages.map((page) => page.id));

    expect(opf).toContain('<dc:title>The Letter and the Answer</dc:title>');
    expect(opf).toContain('<dc:creator id="author">Ada Writer</dc:creator>');
    expect(opf).toContain('<meta property="media:narrator">Nova</meta>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<dc:date>2026</dc:date>');
    expect(opf).toMatch(/<dc:identifier id="book-id">urn:uuid:[0-9a-f-]{36}<\/dc:identifier>/);
    expect(opf).toContain('<meta property="media:active-class">-epub-media-overlay-active</meta>');

    const nav = await text('OEBPS/nav.xhtml');
    expect([...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['chapter-001.xhtml', 'Chapter One: The Letter'],
      ['chapter-002.xhtml', 'Chapter Two: The Answer'],
    ]);
  });

  it('gives each overlay its chapter’s length, adding up to the book’s, and each chapter’s audio is that long', async () => {
    const opf = await text('OEBPS/package.opf');
    const durations = [...opf.matchAll(/<meta property="media:duration"( refines="#([^"]+)")?>([^<]+)<\/meta>/g)];
    const total = durations.find((match) => !match[1]);
    const overlays = durations.filter((match) => match[1]);
    expect(overlays.map((match) => match[2])).toEqual(['overlay-chapter-001', 'overlay-chapter-002']);
    const sum = overlays.reduce((seconds, match) => seconds + clock(match[3]!), 0);
    expect(Math.abs(sum - clock(total![3]!))).toBeLessThanOrEqual(0.001);
    expect(Math.abs(clock(total![3]!) - timeline.duration)).toBeLessThanOrEqual(0.001);

    for (const [index, chapter] of audiobookChapters(timeline).entries()) {
      expect(Math.abs(clock(overlays[index]![3]!) - (chapter.end - chapter.start))).toBeLessThanOrEqual(0.001);
      const file = path.join(dir, `chapter-${index + 1}.m4a`);
      await writeFile(file, await zip.file(`OEBPS/audio/chapter-00${index + 1}.m4a`)!.async('nodebuffer'));
      expect((await probeMedia(file)).streams.join('\n')).toMatch(/Audio: aac .*44100 Hz, stereo/);
      // The encoder's priming is cut by the file's edit list: it plays exactly the chapter's stretch (an AAC frame).
      expect(Math.abs((await decodedSeconds(file)) - (chapter.end - chapter.start))).toBeLessThan(0.024);
    }
  });
});
