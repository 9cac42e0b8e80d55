import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { PrecompressPlugin } from './precompress.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-precompress-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function build(files: Record<string, string>): Promise<string> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(temp, name), text);
  const output = path.join(temp, 'dist');
  const compiler = rspack({
    mode: 'production',
    context: temp,
    entry: Object.fromEntries(Object.keys(files).map((name) => [path.parse(name).name, `./${name}`])),
    output: { path: output, filename: '[name].js' },
    optimization: { minimize: false },
    plugins: [new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(output);
    }),
  );
}

describe('PrecompressPlugin', () => {
  it('writes brotli and gzip copies of a script, byte for byte the script; none of a tiny one', async () => {
    const words = Array.from({ length: 300 }, (_, i) => `"narrated line ${i}"`).join(', ');
    const output = await build({ large: `console.log([${words}]);`, small: 'console.log(1);' });
    expect(readdirSync(output).sort()).toEqual(['large.js', 'large.js.br', 'large.js.gz', 'small.js']);
    const script = readFileSync(path.join(output, 'large.js'));
    expect(brotliDecompressSync(readFileSync(path.join(output, 'large.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(path.join(output, 'large.js.gz')))).toEqual(script);
  });
});
