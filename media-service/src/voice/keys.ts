/** Voice previews, by content hash (engine, voice, prosody, text): made once, shared by everyone who plays them. */
export const previewKey = (hash: string, extension: 'mp3' | 'json'): string => `voices/previews/${hash}.${extension}`;

/** Custom voice samples as sent, under a random name (the person's file name never reaches a key). */
export const sampleKey = (id: string, extension: 'mp3' | 'wav'): string => `voices/samples/${id}.${extension}`;
