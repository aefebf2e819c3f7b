// Writes base/web/nginx.conf, the web tier's nginx configuration on Kubernetes, from
// deploy/nginx.conf (docker-compose's), so the two never differ in anything but name resolution:
//   node deploy/k8s/render-web-nginx.cjs           (writes it)
//   node deploy/k8s/render-web-nginx.cjs --check   (exit 1 when it is out of date; tools/deploy's test)
// docker-compose's file asks Docker's DNS (127.0.0.11) for every replica at request time; on
// Kubernetes each Service has one stable address, so nginx resolves `api` and `shell` once at start
// (through the pod's resolv.conf, whose search domains make the short names work in any namespace).
// And it is not the edge: the Ingress controller terminates TLS and says so in X-Forwarded-Proto,
// which nginx passes on (with its own $scheme the API would see http and withhold Secure cookies).
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.resolve(__dirname, '../nginx.conf');
const TARGET = path.resolve(__dirname, 'base/web/nginx.conf');
const HEADER = '# Generated from deploy/nginx.conf by deploy/k8s/render-web-nginx.cjs: edit that file, then run this script.\n';

/** deploy/nginx.conf with names resolved at start, behind the Ingress controller. */
function renderWebNginx(source) {
  const out = source
    // Docker's resolver and the comment above it.
    .replace(/^(?:[ \t]*#[^\n]*\n)*[ \t]*resolver [^;]*;[ \t]*\n\n?/m, '')
    // `set $api http://api:3000; proxy_pass $api;` -> `proxy_pass http://api:3000;`
    .replace(/set \$(\w+) (https?:\/\/[^;\s]+);\s*\n\s*proxy_pass \$\1;/g, (_match, _name, url) => `proxy_pass ${url};`)
    .replace(/proxy_set_header X-Forwarded-Proto \$scheme;/g, 'proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;');
  if (/\bresolver\b/.test(out) || /proxy_pass \$/.test(out) || /X-Forwarded-Proto \$scheme/.test(out)) {
    throw new Error('deploy/nginx.conf has a runtime lookup this script does not know how to rewrite; update render-web-nginx.cjs');
  }
  return HEADER + out;
}

if (require.main === module) {
  const rendered = renderWebNginx(fs.readFileSync(SOURCE, 'utf8'));
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
    if (current !== rendered) {
      console.error('deploy/k8s/base/web/nginx.conf is out of date with deploy/nginx.conf: run node deploy/k8s/render-web-nginx.cjs');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(TARGET, rendered);
    console.log(`wrote ${path.relative(process.cwd(), TARGET)}`);
  }
}

module.exports = { renderWebNginx, SOURCE, TARGET };
