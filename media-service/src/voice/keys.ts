import { z } from 'zod';

/** Voice previews, by content hash (engine, voice, prosody, text): made once, shared by everyone who plays them. */
export const previewKey = (hash: string, extension: 'mp3' | 'json'): string => `voices/previews/${hash}.${extension}`;

/** Custom voice samples as sent, under a random name (the person's file name never reaches a key). */
export const sampleKey = (id: string, extension: 'mp3' | 'wav'): string => `voices/samples/${id}.${extension}`;

/** Exactly a key sampleKey makes (a UUID name, mp3 or wav): nothing else under voices/ or elsewhere passes. */
export const sampleKeySchema = z
  .string()
  .regex(
    /^voices\/samples\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp3|wav)$/,
    'Not a custom voice sample key.',
  );
