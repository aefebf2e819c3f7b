// Module boundaries are the point of this config: apps never import apps,
// browser code never imports server packages, server code never imports React.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const serverPackages = ['@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg', 'sharp', 'argon2', 'express*', 'passport*', 'connect-redis', 'stripe', 'nodemailer'];
const browserPackages = ['react', 'react-*', 'react-dom/*', 'antd', '@ant-design/*', '@reduxjs/*', 'react-advanced-cropper'];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
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
            { sourceTag: 'scope:browser', onlyDependOnLibsWithTags: ['scope:browser', 'scope:shared'], bannedExternalImports: serverPackages },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'], bannedExternalImports: browserPackages },
          ],
        },
      ],
    },
  },
];
