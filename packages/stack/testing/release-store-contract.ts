import { expect, it } from 'vitest';
import { ReleaseRefused } from '../src/release/errors.ts';
import type { ReleaseStore } from '../src/release/store.ts';
import { buildFiles, recordFor } from './releases.ts';

/**
 * What every release store must do, run against each real backend (a folder, the embedded S3 server). `open` gives
 * a store of its own to each test.
 */
export function releaseStoreContract(open: () => ReleaseStore): void {
  const first = buildFiles('Account, first release');
  const firstRecord = recordFor('mf-account', '1.0.0', first);

  it('stores a release whole: its record, every file, and the listing', async () => {
    const store = open();
    await store.publish(firstRecord, first);
    expect(await store.record('mf-account', '1.0.0')).toEqual(firstRecord);
    for (const file of first) expect(await store.readFile('mf-account', '1.0.0', file.path)).toEqual(file.bytes);
    expect(await store.list('mf-account')).toEqual([firstRecord]);
    expect(await store.list('mf-voice')).toEqual([]);
  });

  it('refuses a second release of a version, and the first keeps every byte', async () => {
    const store = open();
    await store.publish(firstRecord, first);
    const second = buildFiles('Account, built again with other text');
    await expect(store.publish(recordFor('mf-account', '1.0.0', second), second)).rejects.toThrow(
      new ReleaseRefused('mf-account 1.0.0 is already released; releases are never overwritten'),
    );
    expect(await store.record('mf-account', '1.0.0')).toEqual(firstRecord);
    for (const file of first) expect(await store.readFile('mf-account', '1.0.0', file.path)).toEqual(file.bytes);
  });

  it('of two releases of one version at once, keeps one and refuses the other', async () => {
    const store = open();
    const other = buildFiles('Account, the other build');
    const otherRecord = recordFor('mf-account', '1.0.0', other);
    const outcomes = await Promise.allSettled([store.publish(firstRecord, first), store.publish(otherRecord, other)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect(refused.reason).toEqual(
      new ReleaseRefused('mf-account 1.0.0 is already released; releases are never overwritten'),
    );
    expect([firstRecord, otherRecord]).toContainEqual(await store.record('mf-account', '1.0.0'));
  });

  it('answers nothing for a version never released, and never reads outside a release', async () => {
    const store = open();
    await store.publish(firstRecord, first);
    expect(await store.record('mf-account', '2.0.0')).toBeUndefined();
    expect(await store.readFile('mf-account', '1.0.0', 'missing.js')).toBeUndefined();
    for (const outside of ['../../registry.json', '/etc/passwd', 'static/../../1.0.0/release.json', 'a\\b']) {
      expect(await store.readFile('mf-account', '1.0.0', outside)).toBeUndefined();
    }
    await expect(store.record('mf-account', '../mf-voice')).rejects.toThrow(ReleaseRefused);
  });

  it('keeps every registry change when several are made at once', async () => {
    const store = open();
    expect(await store.readRegistry()).toBeUndefined();
    const appended = (n: number) => (current: unknown) => [...((current as number[] | undefined) ?? []), n];
    await Promise.all([1, 2, 3, 4, 5].map((n) => store.changeRegistry(appended(n))));
    expect(((await store.readRegistry()) as number[]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
}
