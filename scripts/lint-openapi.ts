/**
 * Lints the OpenAPI document the mock server serves with Redocly CLI (recommended rules,
 * redocly.yaml) and fails on any error or warning: Redocly itself fails on errors only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from '../mock-server/control/openapi';

const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument('lint'), null, 2));
// No telemetry and no update check: the suite runs offline.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const redocly = join('node_modules', '.bin', 'redocly');
const lint = (format: string) =>
  spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml', `--format=${format}`, '--max-problems=40'], {
    env,
    encoding: 'utf8',
  });
const { totals } = JSON.parse(lint('json').stdout) as { totals: { errors: number; warnings: number } };
const clean = totals.errors === 0 && totals.warnings === 0;
if (!clean) process.stdout.write(lint('stylish').stdout);
rmSync(dir, { recursive: true, force: true });
console.log(`OpenAPI document, Redocly recommended: ${totals.errors} errors, ${totals.warnings} warnings`);
process.exit(clean ? 0 : 1);
