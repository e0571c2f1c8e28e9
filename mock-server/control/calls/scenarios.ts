import { z } from 'zod';
import type { Scenario } from '../../../src/shared/control';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../answers';
import { Refusal, type ControlHandlersOf } from '../register';
import { applyScenario, defaultScenariosDir, parseScenario, ScenarioError, shippedScenarios } from '../scenarios';

const shipped = (deps: AppDeps) => shippedScenarios(deps.config.scenariosDir ?? defaultScenariosDir());

/** A scenario that cannot be read, or whose admin step is refused, answers 400 with why. */
function orRefusal<T>(run: () => T): T | Refusal {
  try {
    return run();
  } catch (error) {
    if (error instanceof ScenarioError) return new Refusal(error.message);
    throw error;
  }
}

export const scenarioHandlers: ControlHandlersOf<'scenarios'> = {
  list: ({ deps }) =>
    shipped(deps).map(({ steps, ...s }) => ({
      name: s.name,
      description: s.description,
      steps: steps.length,
      reset: s.reset,
      clock: s.clock,
      plan: steps,
    })),
  run: async ({ deps, c }) => {
    const raw = await jsonBody(c);
    if (raw === undefined) return new Refusal('the body must be a scenario (JSON) or { "name": "<shipped scenario>" }');
    const named = z.object({ name: z.string() }).strict().safeParse(raw);
    const scenario = orRefusal((): Scenario | undefined =>
      named.success ? shipped(deps).find((s) => s.name === named.data.name) : parseScenario(raw, 'the posted scenario'),
    );
    if (scenario instanceof Refusal) return scenario;
    if (!scenario) return new Refusal(`no shipped scenario named ${JSON.stringify(named.data?.name)}`, 404);
    return orRefusal(() => ({ name: scenario.name, faultIds: applyScenario(deps, scenario) }));
  },
};
