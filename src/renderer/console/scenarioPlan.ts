import { isAdminStep, type AdminStep, type ScenarioStep } from '../../shared/control';
import { describeFault, type Translate } from './faultForm';

/** What a scenario does, as the server runs it (mock-server/control/scenarios.ts), in that order. */
export interface ScenarioPlan {
  name: string;
  reset?: boolean;
  clock?: number | string;
  plan: Array<AdminStep | ScenarioStep>;
}

/** The moment a scenario sets the clock to (a number of ms or an ISO text), as epoch ms. */
const clockOf = (clock: number | string) => (typeof clock === 'number' ? clock : Date.parse(clock));

/** A scenario's steps in lines a tester reads before running it. */
export function planLines(scenario: ScenarioPlan, t: Translate, formatTime: (ms: number) => string): string[] {
  return [
    ...(scenario.reset ? [t('scenarios.resets')] : []),
    ...(scenario.clock !== undefined ? [t('scenarios.setsClock', { when: formatTime(clockOf(scenario.clock)) })] : []),
    ...scenario.plan.map((step) =>
      isAdminStep(step)
        ? t('scenarios.adminStep', { call: step.admin })
        : t('scenarios.faultStep', {
            path: step.path,
            what: describeFault(step, t),
            calls: step.call !== undefined ? t('scenarios.onCall', { count: step.call }) : t('scenarios.onEvery'),
          }),
    ),
  ];
}

/** What a run changed, from the plan and the server's answer (the faults it added). */
export function summaryLines(
  scenario: ScenarioPlan,
  faultIds: string[],
  t: Translate,
  formatTime: (ms: number) => string,
): string[] {
  const admin = scenario.plan.filter(isAdminStep);
  return [
    ...(scenario.reset ? [t('scenarios.didReset')] : []),
    ...(scenario.clock !== undefined
      ? [t('scenarios.didSetClock', { when: formatTime(clockOf(scenario.clock)) })]
      : []),
    t('scenarios.didAddFaults', { count: faultIds.length, ids: faultIds.map((id) => `#${id}`).join(', ') }),
    ...(admin.length > 0
      ? [t('scenarios.didRunAdmin', { count: admin.length, calls: admin.map((s) => s.admin).join(', ') })]
      : []),
  ];
}
