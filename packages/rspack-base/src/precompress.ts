import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text a static host sends compressed; anything smaller than MIN_BYTES is not worth a second request's header. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script, style sheet and page of a production build, made
 * once at build time at the best ratio, so a static host sends them without compressing on each request (the stack's
 * server does; a CDN or nginx with gzip_static/brotli_static can).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const texts = compilation
            .getAssets()
            .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
          await Promise.all(
            texts.map(async ({ name, source }) => {
              const content = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
                gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
