const { createFederatedConfig } = require('../../tools/webpack/federated-app');

// Public pages: home, landing, pricing, blog, help, contact, legal. Kept light (no antd).
module.exports = createFederatedConfig({
  name: 'marketing',
  dir: __dirname,
  port: 4201,
  exposes: { './routes': './src/routes.tsx' },
});
