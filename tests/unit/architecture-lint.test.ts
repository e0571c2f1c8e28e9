import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/architecture.md, tried: each forbidden import is written as a file of the
 * layer that must not make it, linted with the project's own configuration, and must be refused.
 */
const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const forbidden: Array<[string, string, string, string]> = [
  [
    'a feature imports another feature',
    'src/renderer/features/feed/probe.ts',
    '../place/PlaceInfo',
    'no-restricted-imports',
  ],
  [
    'a feature imports the app shell',
    'src/renderer/features/feed/probe.ts',
    '../../app/App',
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports the console',
    'src/renderer/features/my/probe.ts',
    '../../console/ConsoleApp',
    'import-x/no-restricted-paths',
  ],
  [
    'the console imports a feature',
    'src/renderer/console/probe.ts',
    '../features/feed/FeedCard',
    'import-x/no-restricted-paths',
  ],
  ['the console imports the app shell', 'src/renderer/console/probe.ts', '../app/App', 'import-x/no-restricted-paths'],
  ['lib imports a feature', 'src/renderer/lib/probe.ts', '../features/feed/FeedCard', 'no-restricted-imports'],
  ['components import the app shell', 'src/renderer/components/probe.ts', '../app/App', 'no-restricted-imports'],
  [
    'the client imports the database',
    'src/renderer/lib/probe.ts',
    '../../../db/client',
    'import-x/no-restricted-paths',
  ],
  [
    'the client imports the mock server',
    'src/renderer/app/probe.ts',
    '../../../mock-server/app',
    'import-x/no-restricted-paths',
  ],
  ['the contract imports the server', 'src/shared/probe.ts', '../../mock-server/app', 'no-restricted-imports'],
  ['the contract imports React', 'src/shared/probe.ts', 'react', 'no-restricted-imports'],
  ['a service imports hono', 'mock-server/services/probe.ts', 'hono', 'no-restricted-imports'],
  ['a service imports a route', 'mock-server/services/probe.ts', '../routes/feed', 'no-restricted-imports'],
  ['a route queries with drizzle', 'mock-server/routes/probe.ts', 'drizzle-orm', 'no-restricted-imports'],
  ['a control handler reads the schema', 'mock-server/control/probe.ts', '../../db/schema', 'no-restricted-imports'],
];

describe('the lint holds the architecture', () => {
  it.each(forbidden)('%s: refused', async (_name, file, target, rule) => {
    expect(await problems(file, `import * as probe from '${target}';\nexport default probe;\n`)).toContain(rule);
  });

  it('middleware may not run its own prepared SQL', async () => {
    const code = `import { preparedSql } from '../../db/client';\nexport default preparedSql;\n`;
    expect(await problems('mock-server/middleware/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('what each layer may import passes', async () => {
    const allowed = `import { LIMITS } from '../../../shared/constants';\nexport default LIMITS;\n`;
    expect(await problems('src/renderer/features/feed/probe.ts', allowed)).toEqual([]);
  });

  const cycle = join(root, 'mock-server/lint-probe');
  afterAll(() => rmSync(cycle, { recursive: true, force: true }));

  it('an import cycle is refused', async () => {
    mkdirSync(cycle, { recursive: true });
    writeFileSync(join(cycle, 'a.ts'), `import { b } from './b';\nexport const a = () => b;\n`);
    writeFileSync(join(cycle, 'b.ts'), `import { a } from './a';\nexport const b = () => a;\n`);
    const [result] = await eslint.lintFiles([join(cycle, 'a.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
