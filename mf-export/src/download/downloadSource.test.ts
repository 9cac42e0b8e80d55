import { EXPORT_MESSAGES, type AudioStems } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { downloadSource } from './downloadSource.ts';

const stems = (patch: Partial<AudioStems>): AudioStems => ({
  vocal: null,
  mix: null,
  vocal_duration: null,
  musicZones: [],
  soundtrack: null,
  ...patch,
});

describe('downloadSource', () => {
  const mixed = stems({ vocal: 'p/vocal.mp3', mix: 'p/mix/f.mp3', mix_wav: 'p/mix/f.wav' });

  it('takes the MP3 of the mix, or its WAV', () => {
    expect(downloadSource(mixed, 'mp3')).toEqual({ key: 'p/mix/f.mp3' });
    expect(downloadSource(mixed, 'wav')).toEqual({ key: 'p/mix/f.wav' });
  });

  it('asks for the mix when only the narration exists, or a mix without its WAV', () => {
    const vocalOnly = stems({ vocal: 'p/vocal.mp3' });
    expect(downloadSource(vocalOnly, 'mp3')).toEqual({ problem: EXPORT_MESSAGES.noMixedAudio });
    expect(downloadSource(vocalOnly, 'wav')).toEqual({ problem: EXPORT_MESSAGES.noMixedAudio });
    expect(downloadSource(stems({ mix: 'p/mix/old.mp3' }), 'wav')).toEqual({ problem: EXPORT_MESSAGES.noMixedAudio });
  });

  it('asks for the audio generation when there is no audio at all', () => {
    expect(downloadSource(stems({}), 'mp3')).toEqual({ problem: EXPORT_MESSAGES.noAudioForDownload });
    expect(downloadSource(stems({}), 'wav')).toEqual({ problem: EXPORT_MESSAGES.noAudioForDownload });
  });
});
