import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule, type Stats } from '@rspack/core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createFrontEndConfig } from './index.ts';

const shell = path.resolve(import.meta.dirname, '../../../shell');

afterEach(() => vi.unstubAllEnvs());

describe('source maps', () => {
  it('a production build emits none, so no host can hand them out', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = createFrontEndConfig({ name: 'shell', isHost: true, dirname: shell });
    expect(config.mode).toBe('production');
    expect(config.devtool).toBe(false);
  });

  it('a development build keeps them for debugging', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(createFrontEndConfig({ name: 'shell', isHost: true, dirname: shell }).devtool).toBe('source-map');
  });
});

const voice = path.resolve(import.meta.dirname, '../../../mf-voice');

describe('JSX', () => {
  /** Whether a configuration compiles JSX for React's development runtime (jsxDEV). */
  const developmentJsx = (config: Configuration): unknown => {
    const [rule] = config.module!.rules as RuleSetRule[];
    return (rule!.options as { jsc: { transform: { react: { development: boolean } } } }).jsc.transform.react
      .development;
  };

  it("a remote's development build calls the production runtime: the only one a production shell provides", () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(developmentJsx(createFrontEndConfig({ name: 'shell', isHost: true, dirname: shell }))).toBe(true);
    const remote = createFrontEndConfig({
      name: 'mf_voice',
      exposes: { './Step': './src/VoiceStep.tsx' },
      dirname: voice,
    });
    expect(developmentJsx(remote)).toBe(false);
  });
});

describe('a remote', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-remote-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** The modules of a production build of mf-voice, by where they were read from. */
  async function builtModules(): Promise<string[]> {
    vi.stubEnv('NODE_ENV', 'production');
    const config = createFrontEndConfig({
      name: 'mf_voice',
      exposes: { './Step': './src/VoiceStep.tsx' },
      dirname: voice,
    });
    const compiler = rspack({ ...config, output: { ...config.output, path: temp } });
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => {
        compiler.close(() => {});
        if (error || !result || result.hasErrors()) reject(error ?? new Error(result?.toString()));
        else resolve(result);
      }),
    );
    const modules = stats.toJson({ modules: true, nestedModules: true }).modules ?? [];
    return modules
      .flatMap((module) => [module, ...(module.modules ?? [])])
      .map((module) => module.nameForCondition ?? '');
  }

  it('bundles no copy of a singleton the shell provides, and the federation runtime and SDK as ES modules', async () => {
    const modules = await builtModules();
    expect(modules.some((name) => name.includes(`${path.sep}mf-voice${path.sep}src${path.sep}`))).toBe(true);
    expect(modules.filter((name) => /node_modules[\\/](react|react-dom|@reduxjs)[\\/]/.test(name))).toEqual([]);
    const runtime = modules.filter((name) => /@module-federation[\\/](webpack-bundler-runtime|sdk)[\\/]/.test(name));
    expect(runtime.some((name) => name.includes('webpack-bundler-runtime'))).toBe(true);
    expect(runtime.filter((name) => name.endsWith('.cjs'))).toEqual([]);
  }, 60_000);
});
