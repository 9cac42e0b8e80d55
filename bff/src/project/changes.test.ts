import { updateProjectSchema } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { toProjectChanges } from './changes.ts';

const now = new Date('2025-06-01T12:00:00.000Z');
const changesOf = (body: unknown) => toProjectChanges(updateProjectSchema.parse(body), now);

describe('toProjectChanges', () => {
  it('maps names to columns and stamps lastModified with now when not sent', () => {
    expect(changesOf({ name: ' Book ', fullName: 'The Book' })).toEqual({
      columns: { name: 'Book', full_name: 'The Book', last_modified: now },
    });
  });

  it('writes jsonb values as JSON text and keeps text[] genres as an array', () => {
    const { columns } = changesOf({
      emotions: ['Joyful'],
      settings: { speed: 1 },
      voice_model_id: null,
      genres: ['Drama', ' Drama', 'drama'],
    });
    expect(columns).toEqual({
      emotions: '["Joyful"]',
      settings: '{"speed":1}',
      voice_model_id: null,
      genres: ['Drama'],
      last_modified: now,
    });
  });

  it("uses the client's lastModified with the status", () => {
    expect(changesOf({ status: 2, lastModified: '2025-01-02T03:04:05.000Z' })).toEqual({
      columns: { status: 2, last_modified: new Date('2025-01-02T03:04:05.000Z') },
    });
    expect(changesOf({ lastModified: 0 }).columns.last_modified).toEqual(new Date(0));
  });

  it('merges dotted videoInfo keys instead of replacing videoInfo', () => {
    expect(changesOf({ 'videoInfo.cover_art': null, 'videoInfo.video_title_caption': 'T' })).toEqual({
      columns: { last_modified: now },
      videoInfoMerge: { cover_art: null, video_title_caption: 'T' },
    });
  });

  it('replaces videoInfo when it is sent whole, dotted keys on top', () => {
    expect(changesOf({ videoInfo: { cover_art: null }, 'videoInfo.video_title_caption': 'T' })).toEqual({
      columns: { video_info: '{"cover_art":null,"video_title_caption":"T"}', last_modified: now },
    });
  });

  it('is not reached by bodies the schema refuses', () => {
    expect(updateProjectSchema.safeParse({}).success).toBe(false);
    expect(updateProjectSchema.safeParse({ 'videoInfo.other': 1 }).success).toBe(false);
    expect(updateProjectSchema.safeParse({ status: 7 }).success).toBe(false);
    expect(updateProjectSchema.safeParse({ source_document: { name: 'a.txt', file: 'f', key: 'k' } }).success).toBe(
      false,
    );
  });
});
