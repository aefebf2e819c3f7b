const { createFederatedConfig } = require('../../tools/webpack/federated-app');
const { createRemoteServerBundleConfig } = require('../../tools/webpack/server-bundle');

// The back office under /admin, built with antd (the only app that uses it). The second build is
// the server bundle: only the back office's door (Access Denied for visitors and members).
module.exports = [
  createFederatedConfig({
    name: 'admin',
    dir: __dirname,
    port: 4203,
    exposes: { './routes': './src/routes.tsx' },
  }),
  createRemoteServerBundleConfig({ name: 'admin', dir: __dirname }),
];
