const { createFederatedConfig } = require('../../tools/webpack/federated-app');
const { createRemoteServerBundleConfig } = require('../../tools/webpack/server-bundle');

// The paying member's product: directory, item detail, my-bolos, add-bolo, profile, payment-success.
// The second build is the server bundle the shell's web server renders the directory and item pages with.
module.exports = [
  createFederatedConfig({
    name: 'member',
    dir: __dirname,
    port: 4202,
    exposes: { './routes': './src/routes.tsx' },
  }),
  createRemoteServerBundleConfig({ name: 'member', dir: __dirname }),
];
