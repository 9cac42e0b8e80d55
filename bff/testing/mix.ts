import { sql } from 'kysely';
import type { createDatabase } from '../src/db.ts';
import { putObject } from './object-storage.ts';

const SAMPLE_RATE = 22_050;

/** A mono 16-bit WAV of a tone that swells and fades once a second: audio with a waveform that moves. */
function toneWav(seconds: number): Buffer {
  const samples = Math.round(seconds * SAMPLE_RATE);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const level = 0.2 + 0.6 * Math.abs(Math.sin(Math.PI * t));
    wav.writeInt16LE(Math.round(level * 20_000 * Math.sin(2 * Math.PI * 220 * t)), 44 + i * 2);
  }
  return wav;
}

/**
 * Gives the project a mix as the mix step would leave it: audio stored under the project's mix folder (ffmpeg reads
 * it by its content) and audio_stems pointing at it. Answers the mix's key.
 */
export async function giveProjectMix(
  db: ReturnType<typeof createDatabase>,
  projectId: string,
  seconds: number,
): Promise<string> {
  const key = `projects/${projectId}/mix/${'0'.repeat(64)}.mp3`;
  await putObject(key, new Uint8Array(toneWav(seconds)));
  await db
    .updateTable('projects')
    .set({ audio_stems: sql<string>`audio_stems || ${JSON.stringify({ mix: key, vocal_duration: seconds })}::jsonb` })
    .where('id', '=', projectId)
    .execute();
  return key;
}

/**
 * Gives the project a narrated, mixed book of two chapters as the mix step would leave it: the narration's length and
 * timeline, and the mix as MP3 and WAV (the same tone; ffmpeg reads each by its content). Answers the WAV's key.
 */
export async function giveProjectMixedBook(
  db: ReturnType<typeof createDatabase>,
  projectId: string,
  seconds: number,
  options: { mixed: boolean } = { mixed: true },
): Promise<string> {
  const timeline = `projects/${projectId}/narration/${'1'.repeat(8)}-0000-4000-8000-000000000000/timeline.json`;
  await putObject(
    timeline,
    JSON.stringify({
      duration: seconds,
      title: null,
      chapters: [
        { title: 'Chapter One', start: 0, end: seconds / 2, paragraphs: [] },
        { title: 'Chapter Two', start: seconds / 2, end: seconds, paragraphs: [] },
      ],
    }),
  );
  const wavKey = `projects/${projectId}/mix/${'0'.repeat(64)}.wav`;
  const stems: Record<string, unknown> = { timeline, vocal_duration: seconds };
  if (options.mixed) {
    await putObject(wavKey, new Uint8Array(toneWav(seconds)));
    Object.assign(stems, { mix: await giveProjectMix(db, projectId, seconds), mix_wav: wavKey });
  }
  await db
    .updateTable('projects')
    .set({ audio_stems: sql<string>`audio_stems || ${JSON.stringify(stems)}::jsonb` })
    .where('id', '=', projectId)
    .execute();
  return wavKey;
}
