import type { AudiobookChapter, AudioTags } from '@reeltalk/contracts';
import NodeID3 from 'node-id3';

/** A CTOC frame lists at most 255 child elements (its count is one byte). */
const TOC_ENTRIES = 255;

const chapterId = (index: number) => `chp${index}`;

/**
 * The chapters' table of contents: one ordered, top-level CTOC of the CHAP frames, or, past 255 chapters, a top-level
 * one of ordered CTOCs of up to 255 chapters each.
 */
function tableOfContents(chapters: readonly AudiobookChapter[]): NodeID3.Tags['tableOfContents'] {
  const ids = chapters.map((_, index) => chapterId(index));
  if (ids.length <= TOC_ENTRIES) return [{ elementID: 'toc', isOrdered: true, elements: ids }];
  const groups = Array.from({ length: Math.ceil(ids.length / TOC_ENTRIES) }, (_, group) => ({
    elementID: `toc${group}`,
    isOrdered: true,
    elements: ids.slice(group * TOC_ENTRIES, (group + 1) * TOC_ENTRIES),
  }));
  return [{ elementID: 'toc', isOrdered: true, elements: groups.map((group) => group.elementID) }, ...groups];
}

/**
 * The MP3's ID3v2.3 tag: the title (also the album), the creator (TPE1), the narrator as composer (TCOM: players and
 * audiobook servers that know a narrator read it there), the year (TYER), the genre (TCON), and one CHAP frame per
 * chapter (its title, start and end in milliseconds) under a CTOC, so players list the chapters and jump to them.
 * Empty tags are left out.
 */
export function mp3Tag(tags: AudioTags, chapters: readonly AudiobookChapter[]): Buffer {
  const { title, artist, narrator, year, genre } = tags;
  return NodeID3.create({
    title,
    album: title,
    ...(artist ? { artist } : {}),
    ...(narrator ? { composer: narrator } : {}),
    ...(year ? { year } : {}),
    ...(genre ? { genre } : {}),
    chapter: chapters.map((chapter, index) => ({
      elementID: chapterId(index),
      startTimeMs: Math.round(chapter.start * 1000),
      endTimeMs: Math.round(chapter.end * 1000),
      tags: { title: chapter.title },
    })),
    ...(chapters.length > 0 ? { tableOfContents: tableOfContents(chapters) } : {}),
  });
}
