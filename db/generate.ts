/**
 * Regenerates the migrations from db/schema. Until the first release the history is one initial
 * migration (see README, Decisions): an existing demo database from an older schema is rebuilt.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(new URL('./migrations', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { stdio: 'inherit' });
