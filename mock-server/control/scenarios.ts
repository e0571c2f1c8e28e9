import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { matchAdminCall } from '../../src/shared/admin';
import { isAdminStep, scenarioSchema, stepToFault, type Scenario } from '../../src/shared/control';
import type { AppDeps } from '../deps';
import { createRandom } from '../lib/random';
import { runAdminCall } from './admin';

/** A scenario that cannot be read or does not match the schema; the message says where and why. */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/** The repo's scenarios/ folder, unless the server is told another. */
export const defaultScenariosDir = (): string => fileURLToPath(new URL('../../scenarios', import.meta.url));

export function parseScenario(raw: unknown, source = 'scenario'): Scenario {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) throw new ScenarioError(`${source} is not a valid scenario:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function readScenarioFile(file: string): Scenario {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ScenarioError(`cannot read scenario ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ScenarioError(`${file} is not JSON: ${(error as Error).message}`);
  }
  return parseScenario(raw, file);
}

/** The shipped scenarios; a folder that is missing (a packaged desktop app) ships none. */
export function shippedScenarios(dir: string): Scenario[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readScenarioFile(join(dir, f)));
}

/**
 * Runs a scenario: optional reset and clock, then its steps in order: a fault step adds a fault,
 * an admin step runs that admin call at once (audited like any other). Returns the faults' ids;
 * an admin step the data refuses (no such order) stops the scenario with a ScenarioError naming it.
 */
export function applyScenario(deps: AppDeps, scenario: Scenario): string[] {
  if (scenario.reset) {
    deps.reseed();
    deps.faults.remove();
  }
  if (scenario.seed !== undefined) deps.random = createRandom(scenario.seed, deps.sandbox ?? '');
  if (scenario.clock !== undefined)
    deps.clock.set(typeof scenario.clock === 'number' ? scenario.clock : Date.parse(scenario.clock));
  const faultIds: string[] = [];
  scenario.steps.forEach((step, index) => {
    if (!isAdminStep(step)) {
      faultIds.push(deps.faults.add(stepToFault(step), scenario.name).id);
      return;
    }
    const [method, path] = step.admin.split(' ') as [string, string];
    const found = matchAdminCall(method, path)!;
    const result = runAdminCall(deps, found.call, { id: found.id, body: step.body ?? {} });
    if (result.status !== 200)
      throw new ScenarioError(
        `${scenario.name}: step ${index + 1} (${step.admin}) was refused: ${(result.json as { error: string }).error}`,
      );
  });
  return faultIds;
}
