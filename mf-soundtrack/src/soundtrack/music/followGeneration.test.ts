import type { MusicStatus } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { followMusicGeneration } from './followGeneration.ts';

const track = {
  _id: 'gen-1',
  title: 'Harbour Night',
  short_description: 'slow piano',
  type: 'user-generated' as const,
  duration: 15,
  source_audio: { file: 'music/users/u/gen-1.mp3', preview: 'music/users/u/gen-1.preview.mp3' },
};
const status = (patch: Partial<MusicStatus>): MusicStatus => ({
  status: 'processing',
  stage: 'Composing',
  percent: 10,
  error: null,
  soundtrack: null,
  ...patch,
});

/** A clock that moves only when the follower waits. */
function clock() {
  let time = 0;
  const waits: number[] = [];
  return {
    now: () => time,
    wait: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
    waits,
  };
}

describe('followMusicGeneration', () => {
  it('reads the status every 2 s, reporting each, until it completes', async () => {
    const answers = [
      status({ status: 'queued', percent: 0 }),
      status({ percent: 40 }),
      status({ status: 'completed', percent: 100, soundtrack: track }),
    ];
    const seen: number[] = [];
    const time = clock();
    const end = await followMusicGeneration(
      async () => answers.shift()!,
      (s) => seen.push(s.percent),
      time,
    );
    expect(end?.soundtrack?._id).toBe('gen-1');
    expect(seen).toEqual([0, 40, 100]);
    expect(time.waits).toEqual([2000, 2000, 2000]);
  });

  it('ends with a failed status as the server gives it', async () => {
    const end = await followMusicGeneration(
      async () => status({ status: 'failed', error: 'No soundfont' }),
      () => {},
      clock(),
    );
    expect(end).toMatchObject({ status: 'failed', error: 'No soundfont' });
  });

  it('gives up after 10 minutes', async () => {
    const time = clock();
    const end = await followMusicGeneration(
      async () => status({}),
      () => {},
      time,
    );
    expect(end).toBeNull();
    expect(time.now()).toBe(600_000);
  });

  it('bears a dropped read or two, and fails with the reason after three in a row', async () => {
    let reads = 0;
    const flaky = async () => {
      reads += 1;
      if (reads === 1) throw new Error('Network error. Please check your connection.');
      return status({ status: 'completed', soundtrack: track });
    };
    expect((await followMusicGeneration(flaky, () => {}, clock()))?.status).toBe('completed');
    const down = async (): Promise<MusicStatus> => {
      throw new Error('Network error. Please check your connection.');
    };
    expect(await followMusicGeneration(down, () => {}, clock())).toMatchObject({
      status: 'failed',
      error: 'Network error. Please check your connection.',
    });
  });
});
