import { Readable, Transform } from 'node:stream';
import { JOB_KINDS, accountExportRequestSchema, exportedMusicPath, userMusicPrefix } from '@reeltalk/contracts';
import yazl from 'yazl';
import { z } from 'zod';
import { JobFailure, type JobKind } from '../queue/job-runner.ts';
import { objectKeySchema } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { AVATARS_FOLDER, avatarKeySchema, exportKey } from '../user-data/keys.ts';
import { sampleKeySchema } from '../voice/keys.ts';
import { isSafeZipPath } from './zip-path.ts';

/** The ZIP holds at most this much (2 GB): the objects' sizes are added up before anything is written. */
const ACCOUNT_EXPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Already compressed: stored as they are rather than deflated again. */
const STORED_AS_IS = /\.(mp3|flac|png|jpe?g|gif|zip|docx|mp4|webm)$/i;

const ACCOUNT_EXPORT_STAGES = {
  collecting: 'Collecting your files...',
  writing: 'Writing your archive...',
  done: 'Your data is ready to download',
} as const;

/**
 * The contract's request with the service's own rules: keys it built (under projects, the user's avatars, the custom
 * voice samples the bff names as the user's), paths that stay in the ZIP. Whose avatar a key is, the run checks.
 */
const inputSchema = accountExportRequestSchema.extend({
  files: z.array(
    z.object({
      key: z.union([objectKeySchema, sampleKeySchema, z.string().startsWith(AVATARS_FOLDER)]),
      path: z.string().refine(isSafeZipPath, 'Not a safe path inside the ZIP.'),
    }),
  ),
});
type AccountExportInput = z.infer<typeof inputSchema>;

export interface AccountExportResult {
  key: string;
  bytes: number;
  files: number;
}

interface ZipEntry {
  key: string;
  path: string;
  size: number;
}

/**
 * A user's data as one ZIP under exports/<userId>/<jobId>.zip: the projects' objects the bff names, every piece of
 * music generated for the user, and manifest.json (the bff's view of the user and their projects, with the list of
 * files). Each object is read as a stream when its turn comes and the ZIP is streamed to storage as it is made, so
 * memory stays flat whatever the size; progress follows the bytes written. The job's project column holds the user id.
 */
export function accountExportJob(deps: {
  storage: ObjectStorage;
  timeLimitMinutes: number;
}): JobKind<AccountExportInput, AccountExportResult> {
  const { storage } = deps;

  /** The objects that are still there, with their sizes; one deleted since the bff looked is left out. */
  const entriesOf = async (userId: string, input: AccountExportInput, signal: AbortSignal): Promise<ZipEntry[]> => {
    const music: Array<{ key: string; path: string }> = [];
    for await (const key of storage.list(userMusicPrefix(userId))) {
      const path = exportedMusicPath(userId, key);
      if (path) music.push({ key, path });
    }
    const ownAvatar = avatarKeySchema(userId);
    const entries: ZipEntry[] = [];
    for (const file of [...input.files, ...music]) {
      if (file.key.startsWith(AVATARS_FOLDER) && !ownAvatar.safeParse(file.key).success) {
        throw new JobFailure('An export holds only its own user’s avatar.');
      }
      signal.throwIfAborted();
      const head = await storage.head(file.key);
      if (head) entries.push({ ...file, size: head.size });
    }
    return entries;
  };

  return {
    kind: JOB_KINDS.accountExport,
    input: inputSchema,
    doneStage: ACCOUNT_EXPORT_STAGES.done,
    label: 'The data export',
    timeLimitMinutes: deps.timeLimitMinutes,
    async run({ jobId, projectId: userId, input, signal, progress }) {
      await progress(ACCOUNT_EXPORT_STAGES.collecting, 0);
      const entries = await entriesOf(userId, input, signal);
      const manifest = Buffer.from(
        JSON.stringify({ ...input.manifest, files: entries.map(({ path, size }) => ({ path, size })) }, null, 2),
      );
      const total = entries.reduce((sum, entry) => sum + entry.size, manifest.length);
      if (total > ACCOUNT_EXPORT_MAX_BYTES) {
        throw new JobFailure('Your data is larger than one export can hold (2 GB).');
      }

      let written = 0;
      let shownPercent = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          written += chunk.length;
          // The ZIP's own headers add a little to the objects' bytes; a bound well above that stops a runaway.
          if (written > total * 1.1 + 1024 * 1024) {
            next(new JobFailure('The archive grew larger than its files.'));
            return;
          }
          const percent = Math.min(99, Math.floor((written / total) * 100));
          if (percent > shownPercent) {
            shownPercent = percent;
            progress(ACCOUNT_EXPORT_STAGES.writing, percent).catch((error: unknown) => counted.destroy(error as Error));
          }
          next(null, chunk);
        },
      });

      const zip = new yazl.ZipFile();
      let reading: Readable | undefined;
      for (const entry of entries) {
        zip.addReadStreamLazy(entry.path, { compress: !STORED_AS_IS.test(entry.path) }, (done) => {
          // yazl leaves a read stream's errors to whoever gave it: an object that cannot be read (deleted meanwhile,
          // storage gone) fails the archive instead of going unheard.
          storage.getStream(entry.key).then(
            ({ body }) => {
              reading = body;
              body.on('error', (error: Error) => counted.destroy(error));
              done(null, body);
            },
            // yazl's callback wants a stream even with an error, and reads none then.
            (error: Error) => done(error, Readable.from([])),
          );
        });
      }
      zip.addBuffer(manifest, 'manifest.json');
      zip.end();

      zip.on('error', (error: Error) => counted.destroy(error));
      zip.outputStream.on('error', (error: Error) => counted.destroy(error));
      // A failed or cancelled archive stops reading the object it was on.
      counted.on('close', () => reading?.destroy());
      zip.outputStream.pipe(counted);

      const key = exportKey(userId, jobId);
      await storage.putStream(key, counted, { contentType: 'application/zip', signal });
      return { key, bytes: written, files: entries.length };
    },
  };
}
