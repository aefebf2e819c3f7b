const path = require('node:path');
const { createFederatedConfig } = require('../../tools/webpack/federated-app');
const { createShellServerConfig } = require('../../tools/webpack/server-bundle');

module.exports = [
  // The host: no build-time remotes; their addresses come from remotes.json at run time.
  createFederatedConfig({
    name: 'shell',
    dir: __dirname,
    port: 4200,
    isHost: true,
    runtimePlugins: [path.join(__dirname, 'src/federation/offline-remote-plugin.ts')],
    serviceWorker: path.join(__dirname, 'src/service-worker/sw.ts'),
  }),
  // Its web server (dist-server/main.js): files, /api, and pages rendered per request.
  createShellServerConfig({ dir: __dirname }),
];
