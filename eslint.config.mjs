// Module boundaries are the point of this config: apps never import apps,
// browser code never imports server packages, server code never imports React.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

const serverPackages = ['@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg', 'sharp', 'argon2', 'express*', 'passport*', 'connect-redis', 'stripe', 'nodemailer'];
const browserPackages = ['react', 'react-*', 'react-dom/*', 'antd', '@ant-design/*', '@reduxjs/*', 'react-advanced-cropper'];

// Only the back office uses antd: the public remotes' first-load JavaScript is budgeted.
const ANTD_ONLY_IN_ADMIN = { group: ['antd', 'antd/*', '@ant-design/*'], message: 'antd is only for apps/admin-mfe (the public apps stay light).' };

// Feature folders (src/features/<feature>/{api,components,hooks,lib,types}) of each remote.
// A feature imports only itself, the remote's src/shared/ and libraries, never another
// feature; src/shared/ imports no feature. Generated from the folders on disk, so a new
// feature is covered without editing this file.
const REMOTES = ['marketing-mfe', 'member-mfe', 'admin-mfe'];
const MAX_FEATURE_DEPTH = 4;

function featuresOf(app) {
  const dir = path.join(root, 'apps', app, 'src/features');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
}

function restrictedImports(app, patterns) {
  return ['error', { patterns: app === 'admin-mfe' ? patterns : [ANTD_ONLY_IN_ADMIN, ...patterns] }];
}

function featureBoundaries() {
  const configs = [];
  for (const app of REMOTES) {
    const features = featuresOf(app);
    for (const feature of features) {
      const others = features.filter((other) => other !== feature);
      if (others.length === 0) continue;
      // A file `depth` folders below its feature folder reaches src/features/ with depth + 1 '../'.
      for (let depth = 0; depth <= MAX_FEATURE_DEPTH; depth++) {
        const toFeatures = '../'.repeat(depth + 1);
        const toSrc = '../'.repeat(depth + 2);
        const group = others.flatMap((other) => [`${toFeatures}${other}`, `${toFeatures}${other}/**`, `${toSrc}features/${other}`, `${toSrc}features/${other}/**`]);
        configs.push({
          files: [`apps/${app}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
          rules: {
            'no-restricted-imports': restrictedImports(app, [
              { group, message: `Features do not import each other: move what ${feature} shares with another feature to src/shared/ (or @bolo/web).` },
            ]),
          },
        });
      }
    }
    configs.push({
      files: [`apps/${app}/src/shared/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrictedImports(app, [{ group: ['**/features', '**/features/**'], message: 'src/shared/ is below the features: it imports none of them.' }]),
      },
    });
  }
  return configs;
}

function moduleBoundaries(bannedInBrowser) {
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allow: [],
      depConstraints: [
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
        { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib'] },
        { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
        { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: [...serverPackages, ...browserPackages] },
        { sourceTag: 'scope:browser', onlyDependOnLibsWithTags: ['scope:browser', 'scope:shared'], bannedExternalImports: bannedInBrowser },
        { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'], bannedExternalImports: browserPackages },
      ],
    },
  ];
}

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': moduleBoundaries(serverPackages),
    },
  },
  // The router comes from @bolo/web, shared once and only the parts used (libs/web/src/router.ts);
  // a remote bundling its own copy would also have its own router context and break.
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "ImportDeclaration[source.value=/^react-router/]", message: 'Import the router from @bolo/web (libs/web/src/router.ts).' }],
    },
  },
  // The shell's web server (its own webpack build for Node) may serve HTTP with express.
  {
    files: ['apps/shell/src/server/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(serverPackages.filter((name) => name !== 'express*')) },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['apps/admin-mfe/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ANTD_ONLY_IN_ADMIN] }] },
  },
  ...featureBoundaries(),
];
