import { describe, expect, it } from 'vitest';
import { manifestRequires, remoteManifestSchema } from './remoteManifest.ts';

describe("a remote's manifest", () => {
  it('declares the ranges of the shared contract packages it was built against, and nothing else counts', () => {
    const manifest = remoteManifestSchema.parse({
      id: 'mf_account',
      metaData: { buildInfo: { buildVersion: '1.3.0' } },
      shared: [
        { id: 'mf_account:@reeltalk/web-kit', name: '@reeltalk/web-kit', version: '', requiredVersion: '^1.2.0' },
        { id: 'mf_account:@reeltalk/contracts', name: '@reeltalk/contracts', version: '', requiredVersion: '^2.0.0' },
        { id: 'mf_account:react', name: 'react', version: '', requiredVersion: '^19.3.0' },
      ],
    });
    expect(manifestRequires(manifest)).toEqual({ '@reeltalk/contracts': '^2.0.0', '@reeltalk/web-kit': '^1.2.0' });
  });

  it('leaves out a shared package declared without a range', () => {
    expect(manifestRequires({ shared: [{ name: '@reeltalk/contracts' }] })).toEqual({});
  });

  it('is refused without its list of shared packages', () => {
    expect(remoteManifestSchema.safeParse({ id: 'mf_account' }).success).toBe(false);
  });
});
