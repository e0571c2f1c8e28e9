import { z } from 'zod';
import { ERROR_CODES } from '../../src/shared/errors';

export const faultSpecSchema = z.object({
  path: z.string().min(1).startsWith('/'),
  status: z.number().int().min(200).max(599).optional(),
  /** A 200 answer with result "error" and this code (and message, if given). */
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string().optional() }).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** With delayMs, a random delay between the two. */
  delayMaxMs: z.number().int().min(0).max(120_000).optional(),
  drop: z.boolean().optional(),
  times: z.number().int().positive().optional(),
  /** Skip this many matching calls first ("the third call answers 500" is skip 2, times 1). */
  skip: z.number().int().min(0).optional(),
});
export type FaultSpec = z.infer<typeof faultSpecSchema>;
export interface Fault extends FaultSpec { id: string; hits: number; seen: number }

const toRegExp = (pattern: string) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** Scripted failures: the tester's faults, matched by exact path or a `*` pattern. */
export class FaultStore {
  private faults: Array<Fault & { matcher: RegExp }> = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, id: String(this.nextId++), hits: 0, seen: 0, matcher: toRegExp(spec.path) };
    this.faults.push(fault);
    return this.describe(fault);
  }

  list(): Fault[] {
    return this.faults.map((f) => this.describe(f));
  }

  remove(id?: string): boolean {
    const before = this.faults.length;
    this.faults = id === undefined ? [] : this.faults.filter((f) => f.id !== id);
    return this.faults.length < before || id === undefined;
  }

  get size(): number {
    return this.faults.length;
  }

  /** The fault that applies to this call, counting it; spent faults are removed. */
  take(path: string): Fault | null {
    for (const fault of this.faults) {
      if (!fault.matcher.test(path)) continue;
      fault.seen += 1;
      if (fault.skip !== undefined && fault.seen <= fault.skip) continue;
      fault.hits += 1;
      if (fault.times !== undefined && fault.hits >= fault.times) this.faults = this.faults.filter((f) => f !== fault);
      return this.describe(fault);
    }
    return null;
  }

  private describe({ matcher: _matcher, ...fault }: Fault & { matcher: RegExp }): Fault {
    return { ...fault };
  }
}
