// Proves the lint rules that keep the architecture honest actually fire:
// an app importing another app, browser code importing server packages, server code importing React.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

// ESLint runs as its own process (as in CI) because its flat config is an ES module jest cannot load.
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = path.join(root, 'node_modules/.bin/eslint');
  const run = spawnSync(eslint, ['--stdin', '--stdin-filename', path.join(root, filePath), '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

beforeAll(() => {
  // The rule reads Nx's cached project graph and silently skips itself without one.
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
}, 120000);

describe('module boundaries', () => {
  it('rejects an app importing another app', async () => {
    const errors = await boundaryErrors('apps/shell/src/probe.ts', "import routes from '@bolo/admin-mfe';\nexport const probe = routes;\n");
    expect(errors.join('\n')).toMatch(/can only depend on libs tagged with "type:lib"/);
  });

  it('rejects an app reaching into another app by relative path', async () => {
    const errors = await boundaryErrors('apps/member-mfe/src/probe.ts', "import routes from '../../admin-mfe/src/routes';\nexport const probe = routes;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('rejects browser code importing a server package', async () => {
    const errors = await boundaryErrors('apps/marketing-mfe/src/probe.ts', "import { Injectable } from '@nestjs/common';\nexport const probe = Injectable;\n");
    expect(errors.join('\n')).toMatch(/"scope:browser" is not allowed to import "@nestjs\/common"/);
  });

  it('rejects server code importing React', async () => {
    const errors = await boundaryErrors('services/api/src/probe.ts', "import React from 'react';\nexport const probe = React;\n");
    expect(errors.join('\n')).toMatch(/"scope:server" is not allowed to import "react"/);
  });

  it('keeps the contracts library free of React and NestJS', async () => {
    const react = await boundaryErrors('libs/contracts/src/probe.ts', "import React from 'react';\nexport const probe = React;\n");
    const typeorm = await boundaryErrors('libs/contracts/src/probe.ts', "import { DataSource } from 'typeorm';\nexport const probe = DataSource;\n");
    expect(react.join('\n')).toMatch(/"scope:shared" is not allowed to import "react"/);
    expect(typeorm.join('\n')).toMatch(/"scope:shared" is not allowed to import "typeorm"/);
  });

  it('allows an app to use the shared libraries', async () => {
    const errors = await boundaryErrors('apps/shell/src/probe.ts', "import { CATEGORIES } from '@bolo/contracts';\nexport const probe = CATEGORIES;\n");
    expect(errors).toEqual([]);
  });
});
