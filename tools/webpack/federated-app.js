// One webpack factory for the shell and every remote, so the federation
// contract (share keys, versions, strategy, output naming) is written once.
// Usage in an app's webpack.config.js:
//   module.exports = createFederatedConfig({ name: 'member', dir: __dirname, port: 4202, exposes: { './routes': './src/routes.tsx' } });
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { InjectManifest } = require('workbox-webpack-plugin');

const workspaceRoot = path.resolve(__dirname, '../..');
const WEB_LIB_VERSION = '0.1.0';

function installedVersion(pkg) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [workspaceRoot] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

// Every app provides and consumes exactly these singletons with the installed
// version, so whichever copy loads first (shareStrategy 'loaded-first') is the
// one all remotes use. Never eager: asyncStartup gives the async boundary.
function sharedSingletons() {
  const pinned = (pkg, shareKey = pkg) => {
    const version = installedVersion(pkg);
    return [shareKey, { singleton: true, version, requiredVersion: `^${version}`, eager: false }];
  };
  return Object.fromEntries([
    pinned('react'),
    pinned('react', 'react/jsx-runtime'),
    pinned('react-dom'),
    // Prefix key: covers react-dom/client and any other react-dom subpath.
    pinned('react-dom', 'react-dom/'),
    pinned('@reduxjs/toolkit'),
    // A separate share key from '@reduxjs/toolkit'; createApi lives in @bolo/web anyway.
    pinned('@reduxjs/toolkit', '@reduxjs/toolkit/query/react'),
    pinned('react-redux'),
    ['@bolo/web', { singleton: true, version: WEB_LIB_VERSION, requiredVersion: `^${WEB_LIB_VERSION}`, eager: false }],
  ]);
}

// Copies <app>/public/* into the build output (logo, remotes.json, ...).
class CopyPublicPlugin {
  constructor(from) {
    this.from = from;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.from)) return;
        const walk = (dir) => {
          for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else {
              compilation.fileDependencies.add(full);
              const name = path.relative(this.from, full).split(path.sep).join('/');
              compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(full)));
            }
          }
        };
        walk(this.from);
      });
    });
  }
}

/**
 * The service worker (Workbox's InjectManifest): `swSrc` compiled to dist/sw.js with the list of
 * this build's files to precache. Left out: what keeps its name across releases and is fetched
 * fresh instead (the entry, the page template, remotes.json), source maps and licence notes.
 */
function serviceWorkerPlugin(swSrc) {
  return new InjectManifest({
    swSrc,
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.LICENSE\.txt$/, /^index\.html$/, /^remotes\.json$/, /^main\.js$/, /^server\//],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /[.-][0-9a-f]{8}\.(?:js|css)$/,
  });
}

/** TypeScript sources, and the workspace libraries from their sources. */
function resolveOptions() {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: {
      '@bolo/contracts$': path.join(workspaceRoot, 'libs/contracts/src/index.ts'),
      '@bolo/catalogue-search$': path.join(workspaceRoot, 'libs/catalogue-search/src/index.ts'),
      '@bolo/web$': path.join(workspaceRoot, 'libs/web/src/index.ts'),
    },
  };
}

function swcRule(target = 'es2020') {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target,
        },
      },
    },
  };
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string, string>, isHost?: boolean, runtimePlugins?: string[], title?: string, serviceWorker?: string }} options
 */
function createFederatedConfig({ name, dir, port, exposes = {}, isHost = false, runtimePlugins = [], title = 'BOLO Directory', serviceWorker }) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    // The shell has its own page; a remote opened on its own port gets the shared standalone page.
    const ownTemplate = path.join(dir, 'src/index.html');
    const template = fs.existsSync(ownTemplate) ? ownTemplate : path.join(__dirname, 'standalone-remote.html');

    return {
      name,
      mode,
      context: dir,
      target: 'web',
      entry: { main: './src/main' },
      // Maps stay on disk for debugging but are never referenced or served (the servers refuse .map).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell's entry must keep a stable name (a hashed host entry breaks the
        // federation runtime); chunks are content-hashed and cached forever.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // BUILD_HASH_SALT renames every chunk of a build whose code did not change (a forced
        // re-release; the redeployed-remote test builds a second release of a remote with it).
        ...(process.env.BUILD_HASH_SALT ? { hashSalt: process.env.BUILD_HASH_SALT } : {}),
        // The server bundle (server-bundle.js) writes into dist/server/ alongside.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: resolveOptions(),
      module: {
        rules: [
          swcRule(),
          // CSS goes to files (and is inlined by the web server into server-rendered pages),
          // so styled HTML paints before any JavaScript runs.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
          // Contracts are pure: let webpack drop the parts an app does not use
          // (so zod schemas never ride along with a constant import).
          { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        // Keep federation's own chunking; only name the chunks readably.
        chunkIds: production ? 'deterministic' : 'named',
        // '...' keeps webpack's JavaScript minifier; stylesheets are minified too.
        minimizer: ['...', new CssMinimizerPlugin()],
        moduleIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: isHost ? false : true,
          dts: false,
          // One federation runtime per page: the shell provides it, remotes use it (about 25 KB
          // gzip less per remote). A remote opened on its own port therefore needs the shell.
          // target 'web' leaves the runtime's Node code paths out.
          experiments: {
            asyncStartup: true,
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
        new HtmlWebpackPlugin({ template, title, chunks: ['main'], scriptLoading: 'defer', publicPath: '/', templateParameters: { port } }),
        new CopyPublicPlugin(path.join(dir, 'public')),
        ...(serviceWorker ? [serviceWorkerPlugin(serviceWorker)] : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFederatedConfig, sharedSingletons, swcRule, resolveOptions, workspaceRoot };
