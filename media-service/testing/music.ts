import { decodeAudio } from '../src/audio/index.ts';
import type { ObjectStorage } from '../src/storage/object-storage.ts';

/**
 * The lease of a media-service that composes music in a test. Rendering holds the event loop for seconds at a time on
 * a busy machine: a lease of a few seconds would go stale under a live worker and the job would be taken over once
 * more than a kill explains.
 */
export const MUSIC_LEASE = { JOB_HEARTBEAT_SECONDS: '1', JOB_STALE_SECONDS: '10' };

const SAMPLE_RATE = 8000;

/** Seconds of a stored MP3, decoded. */
export async function storedSeconds(storage: ObjectStorage, ffmpegPath: string, key: string): Promise<number> {
  let samples = 0;
  for await (const block of decodeAudio(await storage.getBuffer(key), {
    ffmpegPath,
    sampleRate: SAMPLE_RATE,
    format: 'mp3',
  })) {
    samples += block.length;
  }
  return samples / SAMPLE_RATE;
}
