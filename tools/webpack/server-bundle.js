// The server-side half of an app: one CommonJS file that renders the app's pages in Node.
//
// A remote's bundle (`createRemoteServerBundleConfig`) is published with the remote's static
// files, under dist/server/, and found through dist/server/server-manifest.json. The shell's
// web server downloads it from the remote's origin and runs it, so a redeployed remote renders
// its new pages on the next request without a shell release. The shared singletons (React,
// the router, Redux, @bolo/web) are not in it: the shell hands it its own instances, as the
// federation runtime does in the browser.
//
// The shell's own server (`createShellServerConfig`) bundles the workspace libraries and
// loads every npm package from node_modules.
const fs = require('node:fs');
const path = require('node:path');
const { sharedSingletons, swcRule, resolveOptions, workspaceRoot } = require('./federated-app');

function baseConfig({ name, dir, entry, outputPath, filename, externals }) {
  return (_env, argv = {}) => {
    const { LimitChunkCountPlugin } = require('webpack').optimize;
    const mode = argv.mode === 'development' ? 'development' : 'production';
    return {
      name: `${name}-server`,
      mode,
      context: dir,
      target: 'node20',
      entry: { [name]: entry },
      devtool: false,
      output: { path: outputPath, filename, library: { type: 'commonjs2' }, clean: true },
      resolve: resolveOptions(),
      externals,
      module: {
        rules: [
          swcRule('es2022'),
          // Styles are served by the client build; on the server an import of CSS is a no-op string.
          { test: /\.css$/, type: 'asset/source' },
          { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      // One file (lazy pages included): the shell loads it in one request.
      optimization: { splitChunks: false, minimize: false },
      plugins: [new LimitChunkCountPlugin({ maxChunks: 1 })],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** Lists the bundle's file name in server-manifest.json (the bundle's name changes with its content). */
class ServerManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()).filter((file) => file.endsWith('.js'));
        const manifest = { render: files[0], builtAt: new Date().toISOString() };
        compilation.emitAsset('server-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** The share keys a remote's server bundle takes from the shell instead of bundling. */
function sharedKeys() {
  return Object.keys(sharedSingletons());
}

function createRemoteServerBundleConfig({ name, dir, entry = './src/server.tsx' }) {
  const keys = sharedKeys();
  const prefixes = keys.filter((key) => key.endsWith('/'));
  const externals = ({ request }, callback) => {
    if (keys.includes(request) || prefixes.some((prefix) => request.startsWith(prefix))) return callback(null, `commonjs ${request}`);
    return callback();
  };
  return (env, argv) => {
    const config = baseConfig({ name, dir, entry, outputPath: path.join(dir, 'dist/server'), filename: '[name].[contenthash:8].js', externals })(env, argv);
    config.plugins.push(new ServerManifestPlugin());
    return config;
  };
}

function createShellServerConfig({ dir, entry = './src/server/main.ts' }) {
  // npm packages load from node_modules at run time; workspace libraries (TypeScript) are bundled.
  const externals = ({ request }, callback) => {
    if (/^[a-z@][^:]*$/i.test(request) && !request.startsWith('@bolo/')) {
      const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
      if (fs.existsSync(path.join(workspaceRoot, 'node_modules', pkg))) return callback(null, `commonjs ${request}`);
    }
    return callback();
  };
  return baseConfig({ name: 'main', dir, entry, outputPath: path.join(dir, 'dist-server'), filename: '[name].js', externals });
}

module.exports = { createRemoteServerBundleConfig, createShellServerConfig };
