import { describe, expect, it } from 'vitest';
import type { Project } from '@reeltalk/contracts';
import { projectFiles, projectFolder } from './files.ts';

const ID = '0a1b2c3d-1111-4222-8333-444455556666';
const NOTHING_MORE = { videoKey: null, scriptVersions: [] };

const project = (change: Record<string, unknown>): Project =>
  ({
    _id: ID,
    name: 'My Book',
    source_document: null,
    audio_stems: { vocal: null, mix: null, musicZones: [] },
    videoInfo: {},
    ...change,
  }) as unknown as Project;

describe('projectFolder', () => {
  it.each([
    ['My Book', `projects/My Book (0a1b2c3d)`],
    ['Night: Tales / Part 1', `projects/Night_ Tales _ Part 1 (0a1b2c3d)`],
    ['..', `projects/project (0a1b2c3d)`],
    ['a\\b*c?d"e<f>g|h', `projects/a_b_c_d_e_f_g_h (0a1b2c3d)`],
    ['x'.repeat(200), `projects/${'x'.repeat(80)} (0a1b2c3d)`],
  ])('%j → %j', (name, folder) => {
    expect(projectFolder(project({ name }))).toBe(folder);
  });
});

describe('projectFiles', () => {
  it('names the script, narration, subtitles and mix by what they are, keeping their extensions', () => {
    const files = projectFiles(
      project({
        source_document: {
          key: `projects/${ID}/source/9f8e.docx`,
          transcript: `projects/${ID}/narration/j1/words.srt`,
        },
        audio_stems: { vocal: `projects/${ID}/narration/j1/narration.mp3`, mix: null, musicZones: [] },
      }),
      NOTHING_MORE,
    );
    expect(files).toEqual([
      { key: `projects/${ID}/source/9f8e.docx`, path: 'projects/My Book (0a1b2c3d)/script.docx' },
      { key: `projects/${ID}/narration/j1/narration.mp3`, path: 'projects/My Book (0a1b2c3d)/narration.mp3' },
      { key: `projects/${ID}/narration/j1/words.srt`, path: 'projects/My Book (0a1b2c3d)/narration.srt' },
    ]);
  });

  it("leaves out keys outside the project's own folder and addresses that are not keys", () => {
    const files = projectFiles(
      project({
        source_document: { key: 'projects/another-project/source/a.txt' },
        audio_stems: { vocal: 'https://cdn.example/narration.mp3', mix: '../../etc/passwd', musicZones: [] },
      }),
      { videoKey: `projects/another-project/video/${'a'.repeat(64)}.mp4`, scriptVersions: [] },
    );
    expect(files).toEqual([]);
  });

  it('adds the mix as WAV, the waveform video, the cover and each script version, each object once', () => {
    const key = (path: string) => `projects/${ID}/${path}`;
    const files = projectFiles(
      project({
        source_document: { key: key('source/9f8e.txt') },
        audio_stems: {
          vocal: null,
          mix: key('mix/abc.mp3'),
          mix_wav: key('mix/abc.wav'),
          musicZones: [],
        },
        videoInfo: { cover_art: key('cover/c1.png') },
      }),
      {
        videoKey: key('video/v1.mp4'),
        scriptVersions: [
          { number: 1, key: key('source/9f8e.txt') },
          { number: 2, key: key('scripts/versions/e5.json') },
        ],
      },
    );
    const folder = 'projects/My Book (0a1b2c3d)';
    expect(files).toEqual([
      { key: key('source/9f8e.txt'), path: `${folder}/script.txt` },
      { key: key('mix/abc.mp3'), path: `${folder}/mix.mp3` },
      { key: key('mix/abc.wav'), path: `${folder}/mix.wav` },
      { key: key('video/v1.mp4'), path: `${folder}/video.mp4` },
      { key: key('cover/c1.png'), path: `${folder}/cover.png` },
      { key: key('scripts/versions/e5.json'), path: `${folder}/script-versions/version-2.json` },
    ]);
  });
});
