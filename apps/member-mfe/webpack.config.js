const { createFederatedConfig } = require('../../tools/webpack/federated-app');

// The paying member's product: directory, item detail, my-bolos, add-bolo, profile, payment-success.
module.exports = createFederatedConfig({
  name: 'member',
  dir: __dirname,
  port: 4202,
  exposes: { './routes': './src/routes.tsx' },
});
