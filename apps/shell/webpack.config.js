const path = require('node:path');
const { createFederatedConfig } = require('../../tools/webpack/federated-app');

// The host: no build-time remotes; their addresses come from /remotes.json at run time.
module.exports = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: 4200,
  isHost: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/offline-remote-plugin.ts')],
});
