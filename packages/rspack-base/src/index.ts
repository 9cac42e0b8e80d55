import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { ExposedModuleName, RemoteName } from '@reeltalk/contracts';
import { PrecompressPlugin } from './precompress.ts';

interface CommonOptions {
  /** The app's folder (its rspack.config.ts's directory). */
  dirname: string;
}

/** The shell: builds index.html, serves from '/', exposes nothing. */
interface HostOptions extends CommonOptions {
  name: 'shell';
  isHost: true;
  exposes?: undefined;
}

/**
 * A remote, by its Module Federation name ('mf_upload', …), exposing exactly the modules the shell's contract
 * (RemoteModules in contracts) names for it, e.g. { './Step': './src/UploadStep.tsx' }: a module missing or extra
 * fails the type check.
 */
type RemoteOptions = {
  [R in RemoteName]: CommonOptions & { name: R; exposes: Record<ExposedModuleName<R>, string>; isHost?: false };
}[RemoteName];

type FrontEndOptions = HostOptions | RemoteOptions;

/**
 * One copy of each of these exists on the page, whichever container provides it first. Sharing the subpath
 * entries too matters: the JSX runtimes and react-router (under react-router-dom) are imported on their own.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  '@reeltalk/web-kit',
  '@reeltalk/contracts',
] as const;

type Dependencies = Record<string, string>;

function readDependencies(dirname: string): Dependencies {
  const manifest = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
    dependencies?: Dependencies;
  };
  return manifest.dependencies ?? {};
}

/** 'react/jsx-runtime' takes the range the app declares for 'react'. */
function packageName(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * The shell provides every singleton. A remote only ever runs inside it, so it bundles no copy of its own
 * (`import: false`): its remoteEntry.js stays small and its dist holds only its own code. Each is shared with the
 * range in the app's package.json (for the contract packages, a caret range of their current major), which the
 * manifest records as the remote's `shared[].requiredVersion`; the shell checks a remote's contract ranges against
 * its own versions before loading it, so a remote needing what the shell does not provide is never loaded rather than
 * given undefined exports. (A copy of its own would not help: web-kit holds the page's one store, auth and API
 * client.)
 */
function sharedSingletons(dependencies: Dependencies, isHost: boolean) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const range = dependencies[packageName(request)];
      if (!range) throw new Error(`Shared singleton "${request}" must be a dependency in package.json`);
      return [request, { singleton: true, requiredVersion: range, ...(isHost ? {} : { import: false as const }) }];
    }),
  );
}

/**
 * rspack names the federation's bundler runtime by its CommonJS build, which cannot be tree-shaken: with it, every
 * remoteEntry.js carried the whole federation SDK. A remote takes its ES module build (the same code) instead, so the
 * bundler keeps only what is used. Not the shell: its injected runtime core is CommonJS, and mixing the two builds
 * there would bundle the pieces they share twice.
 */
const bundlerRuntimeAsModules = () =>
  new rspack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/,
    (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    },
  );

/**
 * TypeScript and JSX. `developmentJsx` compiles JSX for React's development runtime (jsxDEV, which adds where each
 * element was written). Only the shell may: a remote's JSX calls the runtime the running shell provides, and a
 * production shell's react/jsx-dev-runtime has no jsxDEV, so a remote's development build (npm run dev) calls the
 * production runtime like its releases do.
 */
function typescriptRule(developmentJsx: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages (packages/*) resolve to their real path outside node_modules, so they are compiled too.
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: developmentJsx } },
      },
    },
    type: 'javascript/auto',
  };
}

/** The rspack configuration of a ReelTalk front end: the shell (host) or one of the mf-* remotes. */
export function createFrontEndConfig({ name, exposes, isHost = false, dirname }: FrontEndOptions): Configuration {
  const isDev = process.env.NODE_ENV === 'development';
  const dependencies = readDependencies(dirname);

  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      name,
      ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
      shared: sharedSingletons(dependencies, isHost),
      // Remotes come and go at runtime; a remote must never be initialised just to compare versions.
      shareStrategy: 'loaded-first',
      manifest: true,
      // The shell's contract with each exposed module is a type in contracts (RemoteModules) that the type check holds
      // both sides to; generated types would only copy it, fetched from running remotes at build time.
      dts: false,
      experiments: {
        // One federation runtime per page: the shell's. A remote (which only ever runs inside the shell) uses it
        // instead of bringing its own copy in every remoteEntry.js.
        ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        // Every front end runs in the browser only: the runtime leaves out its Node.js loading paths.
        optimization: { target: 'web' },
      },
    }),
  ];
  if (!isHost) plugins.push(bundlerRuntimeAsModules());
  // /config.json and /remotes.json are not built: the shell's server answers them per deployment.
  if (isHost) plugins.push(new rspack.HtmlRspackPlugin({ template: path.join(dirname, 'public', 'index.html') }));
  if (!isDev) plugins.push(new PrecompressPlugin());

  return {
    mode: isDev ? 'development' : 'production',
    context: dirname,
    // A remote runs only inside the shell: its one entry is remoteEntry.js, which the federation plugin adds.
    entry: isHost ? { main: './src/index.ts' } : {},
    // Source maps show the code as written: development only, so a production dist/ has none to hand out.
    devtool: isDev ? 'source-map' : false,
    output: {
      path: path.join(dirname, 'dist'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      // The shell serves deep links (/app/project/1/review), so its assets are absolute; a remote's chunks are
      // loaded relative to wherever its remoteEntry.js was found.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [typescriptRule(isDev && isHost), { test: /\.css$/, type: 'css/auto' }],
    },
    plugins,
  };
}
