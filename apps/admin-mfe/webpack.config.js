const { createFederatedConfig } = require('../../tools/webpack/federated-app');
const { createRemoteServerBundleConfig } = require('../../tools/webpack/server-bundle');

const browser = createFederatedConfig({
  name: 'admin',
  dir: __dirname,
  port: 4203,
  exposes: { './routes': './src/routes.tsx' },
});

// antd's own packages (@rc-component/*, @ant-design/cssinjs, ...) declare no `sideEffects`, so
// webpack keeps every module their index files re-export: ConfigProvider's one import from
// @rc-component/form brought the whole form engine and its validator to every page. They are
// plain component modules (antd 6 styles with CSS-in-JS, no CSS imports): unused ones may go.
const ANTD_INTERNALS = /node_modules[\\/](@rc-component|@ant-design)[\\/]/;

// The back office under /admin, built with antd (the only app that uses it). The second build is
// the server bundle: only the back office's door (Access Denied for visitors and members).
module.exports = [
  (env, argv) => {
    const config = browser(env, argv);
    config.module.rules.push({ test: ANTD_INTERNALS, sideEffects: false });
    return config;
  },
  createRemoteServerBundleConfig({ name: 'admin', dir: __dirname }),
];
