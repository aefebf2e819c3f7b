const { createFederatedConfig } = require('../../tools/webpack/federated-app');

// The back office under /admin, built with antd (the only app that uses it).
module.exports = createFederatedConfig({
  name: 'admin',
  dir: __dirname,
  port: 4203,
  exposes: { './routes': './src/routes.tsx' },
});
