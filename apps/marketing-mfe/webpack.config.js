const { createFederatedConfig } = require('../../tools/webpack/federated-app');
const { createRemoteServerBundleConfig } = require('../../tools/webpack/server-bundle');

// Public pages: home, landing, pricing, blog, help, contact, legal. Kept light (no antd).
// The second build is the server bundle the shell's web server renders these pages with.
module.exports = [
  createFederatedConfig({
    name: 'marketing',
    dir: __dirname,
    port: 4201,
    exposes: { './routes': './src/routes.tsx' },
  }),
  createRemoteServerBundleConfig({ name: 'marketing', dir: __dirname }),
];
