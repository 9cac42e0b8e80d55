import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: nobody guesses one, and it travels in a query string and a header unchanged. */
export const newAccessKey = (): string => randomBytes(32).toString('base64url');

/** What is stored of a key: its SHA-256, so the database alone opens no link. */
export const accessKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
