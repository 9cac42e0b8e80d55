import { describe, expect, it } from 'vitest';
import { manifestProvides, manifestRequires, remoteManifestSchema, unmetRequirement } from './remoteManifest.ts';

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

  it('needs nothing when it shares nothing, and is refused when its list is not one', () => {
    expect(manifestRequires(remoteManifestSchema.parse({ id: 'mf_account' }))).toEqual({});
    expect(remoteManifestSchema.safeParse({ shared: 'react' }).success).toBe(false);
  });
});

describe("the shell's check of what a remote needs", () => {
  const provided = { '@reeltalk/contracts': '1.4.0', '@reeltalk/web-kit': '1.0.2' };

  it("reads what a build provides from its manifest's versions", () => {
    const shell = remoteManifestSchema.parse({
      shared: [
        { name: '@reeltalk/contracts', version: '1.4.0', requiredVersion: '^1.0.0' },
        { name: '@reeltalk/web-kit', version: '1.0.2' },
        { name: 'react', version: '19.3.0' },
      ],
    });
    expect(manifestProvides(shell)).toEqual(provided);
  });

  it('is met by ranges the provided versions fit, and by naming no shared package', () => {
    expect(unmetRequirement({ '@reeltalk/contracts': '^1.2.0', '@reeltalk/web-kit': '^1.0.0' }, provided)).toBe(
      undefined,
    );
    expect(unmetRequirement({}, provided)).toBe(undefined);
  });

  it('names the first package whose range the shell does not provide, a newer major or one it lacks', () => {
    expect(unmetRequirement({ '@reeltalk/contracts': '^2.0.0' }, provided)).toEqual({
      name: '@reeltalk/contracts',
      range: '^2.0.0',
      provided: '1.4.0',
    });
    expect(unmetRequirement({ '@reeltalk/web-kit': '^1.0.0' }, { '@reeltalk/contracts': '1.4.0' })).toEqual({
      name: '@reeltalk/web-kit',
      range: '^1.0.0',
      provided: undefined,
    });
    expect(unmetRequirement({ '@reeltalk/contracts': 'not a range' }, provided)?.name).toBe('@reeltalk/contracts');
  });
});
