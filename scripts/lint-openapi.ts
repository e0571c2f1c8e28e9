/**
 * Lints the OpenAPI document the mock server serves with two independent linters and fails on any
 * error or warning of either (each fails on errors only by itself):
 * - Redocly CLI, its recommended rules (redocly.yaml);
 * - Spectral's `oas` ruleset, every rule of it (`all`, more than the CLI's default `recommended`),
 *   run through spectral-core in this process: the CLI adds a ruleset bundler, a logger and an
 *   HTTP stack this check does not use, 45 s of `npm ci` (decision 087).
 */
import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openApiDocument } from '../mock-server/control/openapi';

const document = openApiDocument('lint');
const text = JSON.stringify(document, null, 2);
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, text);

/** Redocly's totals, and its readable report when it found anything. */
async function redocly() {
  // No telemetry and no update check: the suite runs offline.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const lint = async (format: string) => {
    const args = ['lint', file, '--config', 'redocly.yaml', `--format=${format}`, '--max-problems=40'];
    // Redocly exits 1 on errors; its report is on stdout either way.
    const run = await promisify(execFile)(join('node_modules', '.bin', 'redocly'), args, { env }).catch(
      (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }),
    );
    return run.stdout;
  };
  const { problems } = JSON.parse(await lint('json')) as { problems: RedoclyProblem[] };
  const counted = problems.filter((p) => !isBrowserRedirect(p));
  const count = (severity: string) => counted.filter((p) => p.severity === severity).length;
  const report = counted.length > 0 ? await lint('stylish') : '';
  return { errors: count('error'), warnings: count('warn'), report };
}
interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  location: Array<{ pointer: string }>;
}
/**
 * `operation-2xx-response` on a page a tester opens in a browser (`GET /__mock/sandbox/{name}`),
 * which answers 303 to the app and nothing else: Redocly cannot exempt one operation, so the
 * script does, for operations whose only answer that is not a refusal is a 303.
 */
function isBrowserRedirect({ ruleId, location }: RedoclyProblem) {
  const [, path, method] = /^#\/paths\/([^/]+)\/(\w+)\/responses$/.exec(location[0]?.pointer ?? '') ?? [];
  if (ruleId !== 'operation-2xx-response' || !path || !method) return false;
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const statuses = Object.keys(paths[path.replaceAll('~1', '/').replaceAll('~0', '~')]?.[method]?.responses ?? {});
  return statuses.filter((status) => !/^[45]/.test(status)).join() === '303';
}

const SPECTRAL_RULESET = {
  extends: [[oas as RulesetDefinition, 'all']],
  rules: {
    // A contact e-mail: the mock server runs on the tester's own machine and has no mailbox; its
    // contact is the reference page it serves (info.contact.url).
    'contact-properties': 'off',
    // The tags follow a member's way through the app (sign-in first), the testers' and operators'
    // calls last; Redoc's menu shows them in this order.
    'openapi-tags-alphabetical': 'off',
  },
} as RulesetDefinition;
const SEVERITY = ['error', 'warning', 'info', 'hint'];

/** Spectral's errors and warnings (severity 0 and 1), one line each. */
async function spectral() {
  const linter = new Spectral();
  linter.setRuleset(SPECTRAL_RULESET);
  const results: ISpectralDiagnostic[] = await linter.run(new Document(text, Parsers.Json, file));
  const count = (severity: number) => results.filter((r) => r.severity === severity).length;
  const report = results
    .filter((r) => r.severity <= 1)
    .map((r) => `${SEVERITY[r.severity]} ${r.code} ${r.path.join('.')}: ${r.message}`)
    .join('\n');
  return { errors: count(0), warnings: count(1), report };
}

const [redoclyTotals, spectralTotals] = await Promise.all([redocly(), spectral()]);
rmSync(dir, { recursive: true, force: true });
for (const [name, totals] of [
  ['Redocly recommended', redoclyTotals],
  ['Spectral oas (all)', spectralTotals],
] as const) {
  if (totals.report) console.log(totals.report);
  console.log(`OpenAPI document, ${name}: ${totals.errors} errors, ${totals.warnings} warnings`);
}
const clean = [redoclyTotals, spectralTotals].every((t) => t.errors === 0 && t.warnings === 0);
process.exit(clean ? 0 : 1);
