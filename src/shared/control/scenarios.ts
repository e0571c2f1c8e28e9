import { z } from 'zod';
import { matchAdminCall } from '../admin';
import { controlCall } from './call';
import { instant } from './clock';
import { doesSomething, faultFields, NOTHING_TO_DO, RANGE, rangeOk, type FaultSpec } from './faults';

/**
 * One step of a scenario: a fault, where `call: 3` means "the third matching call" (skip 2,
 * times 1 unless times says otherwise).
 */
export const scenarioStepSchema = z
  .object({ ...faultFields, call: z.number().int().positive().optional(), note: z.string().max(200).optional() })
  .strict()
  .refine(doesSomething, NOTHING_TO_DO)
  .refine(rangeOk, RANGE)
  .refine((s) => s.call === undefined || s.skip === undefined, {
    message: 'use either call or skip, not both',
    path: ['call'],
  });
export type ScenarioStep = z.infer<typeof scenarioStepSchema>;

/**
 * An operator's action as a scenario step: `"admin": "POST /orders/ship-placed"` runs that admin
 * call (path under /__mock/admin) with `body` when the scenario runs, in the order of the steps.
 */
export const adminStepSchema = z
  .object({
    admin: z.string().regex(/^(POST|PUT|DELETE) \/\S+$/, 'a method and an admin path: "POST /orders/ship-placed"'),
    body: z.record(z.string(), z.unknown()).optional(),
    note: z.string().max(200).optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    const [method, path] = step.admin.split(' ') as [string, string];
    const found = matchAdminCall(method, path);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `no admin call ${step.admin}`, path: ['admin'] });
      return;
    }
    const parsed = found.call.body?.safeParse(step.body ?? {});
    for (const issue of parsed?.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['body', ...issue.path.map(String)] });
  });
export type AdminStep = z.infer<typeof adminStepSchema>;

/**
 * A step with an `admin` key is an admin step, any other a fault; checked against that one schema
 * only, so a wrong step is told what is wrong with it rather than that it matches neither.
 */
const anyStep = z.unknown().transform((value, ctx): AdminStep | ScenarioStep => {
  const isAdmin = typeof value === 'object' && value !== null && 'admin' in value;
  const parsed = (isAdmin ? adminStepSchema : scenarioStepSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export const isAdminStep = (step: AdminStep | ScenarioStep): step is AdminStep => 'admin' in step;

const localized = z.union([z.string(), z.object({ ko: z.string(), ja: z.string(), en: z.string() })]);

export const scenarioSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes, at most 40'),
    description: localized.optional(),
    /** Start from the seeded demo data. */
    reset: z.boolean().optional(),
    /** Set the server's clock first. */
    clock: instant.optional(),
    /** Restart the product's random choices from this seed (as --seed), after any reset. */
    seed: z.number().int().min(0).max(4_294_967_295).optional(),
    steps: z.array(anyStep).min(1).max(50),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

/** A step as the fault it becomes. */
export function stepToFault({ call, note: _note, ...fault }: ScenarioStep): FaultSpec {
  if (call === undefined) return fault;
  return { ...fault, skip: call - 1, times: fault.times ?? 1 };
}

export const scenarioInfoSchema = z.object({
  name: z.string(),
  description: localized.optional(),
  steps: z.number(),
  /** What running it does, for a preview: reset, clock and its steps as written. */
  reset: z.boolean().optional(),
  clock: instant.optional(),
  plan: z.array(z.union([adminStepSchema, scenarioStepSchema])),
});
export const scenarioLoadSchema = z.union([z.object({ name: z.string() }).strict(), scenarioSchema]);
export type ScenarioInfo = z.infer<typeof scenarioInfoSchema>;

export const scenarioCalls = {
  list: controlCall({
    method: 'get',
    path: '/__mock/scenarios',
    summary: 'The scenarios shipped with the server',
    response: z.array(scenarioInfoSchema),
  }),
  run: controlCall({
    method: 'post',
    path: '/__mock/scenarios',
    summary: 'Run a scenario: a shipped one by name, or a whole scenario file',
    body: scenarioLoadSchema,
    readsBodyItself: true,
    response: z.object({ name: z.string(), faultIds: z.array(z.string()) }),
  }),
};
