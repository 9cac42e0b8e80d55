import { z } from 'zod';

/** The shared packages a remote is built against and whose ranges the shell checks before loading it. */
export const SHARED_CONTRACT_PACKAGES = ['@reeltalk/contracts', '@reeltalk/web-kit'] as const;

const semverText = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/, 'a semver version');

/** One build of a remote as the shell may load it. */
export const remoteReleaseSchema = z.object({
  version: semverText,
  /** Absolute URL of the build's mf-manifest.json. */
  manifest: z.url(),
  /** The range of each shared package the build declares it needs (from its manifest). */
  requires: z.partialRecord(z.enum(SHARED_CONTRACT_PACKAGES), z.string().min(1)),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/**
 * What GET /remotes.json answers: for each remote (by federation name) the build that is live and the earlier
 * releases, newest first, which the shell falls back to when the live one needs shared packages it does not provide.
 */
export const remoteRegistrySchema = z.object({
  remotes: z.record(
    z.string().regex(/^mf_[a-z]+$/),
    z.object({
      live: remoteReleaseSchema,
      earlier: z.array(remoteReleaseSchema),
    }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
