import { readConfig } from '../src/config.ts';

/** The ffmpeg the service would run (FFMPEG_PATH, PATH, else the npm package's binary), for tests of audio work. */
export const { ffmpegPath: testFfmpegPath } = readConfig({
  ...process.env,
  DATABASE_URL: 'postgres://127.0.0.1/unused',
  SERVICE_TOKEN: 'unused-in-these-tests-0123456789ab',
  S3_ENDPOINT: 'http://127.0.0.1:1',
});
