import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name.ts';

describe('downloadName', () => {
  it.each([
    [{ name: 'Project', videoInfo: { video_title_caption: 'My Book' } }, 'projects/p/mix/a.mp3', 'My Book.mp3'],
    [{ name: 'Project', videoInfo: {} }, 'projects/p/mix/a.wav', 'Project.wav'],
    [{ name: 'Project', videoInfo: { video_title_caption: '   ' } }, 'projects/p/mix/a.wav', 'Project.wav'],
    [{ name: '  ', videoInfo: {} }, 'projects/p/video/a.mp4', 'ReelTalk Audiobook.mp4'],
    [{ name: 'a/b: c?', videoInfo: { video_title_caption: 'Ça "va"\n' } }, 'projects/p/mix/a.mp3', 'Ça va.mp3'],
    [{ name: 'x', videoInfo: { video_title_caption: '../../etc' } }, 'projects/p/mix/a.mp3', '.. .. etc.mp3'],
  ])('%j and %s: %s', (project, key, expected) => {
    expect(downloadName(project, key)).toBe(expected);
  });
});
