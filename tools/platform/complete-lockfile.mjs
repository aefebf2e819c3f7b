// Run after any `npm install` that changes package-lock.json:
//   node tools/platform/complete-lockfile.mjs
// This machine's registry serves no packages built for other platforms (darwin, windows, ...),
// so npm leaves their optional entries out of the lock file, and `npm ci` then refuses the lock
// as out of sync. Listing each missing optional package by version makes the lock complete
// again; npm ci skips them here (optional, not installable) and installs them where they exist.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './processes.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, optional: true };
    added += 1;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: listed ${added} optional package(s) this registry does not serve`);
