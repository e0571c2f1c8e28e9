import { faultPathPattern, type Fault, type FaultSpec } from '../../src/shared/control';
import { drawDelay } from './delays';
import type { Random } from './random';

export type { Fault, FaultSpec } from '../../src/shared/control';

type StoredFault = Fault & { matcher: RegExp };

/** Scripted failures: the tester's faults, matched by exact path or a `*` pattern, oldest first. */
export class FaultStore {
  private faults: StoredFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec, source?: string): Fault {
    const fault: StoredFault = {
      ...spec,
      id: String(this.nextId++),
      hits: 0,
      seen: 0,
      matcher: faultPathPattern(spec.path),
      ...(source ? { source } : {}),
    };
    this.faults.push(fault);
    return describe(fault);
  }

  list(): Fault[] {
    return this.faults.map(describe);
  }

  /** Removes one fault, or all of them without an id; false when the id is unknown. */
  remove(id?: string): boolean {
    const before = this.faults.length;
    this.faults = id === undefined ? [] : this.faults.filter((f) => f.id !== id);
    return id === undefined || this.faults.length < before;
  }

  get size(): number {
    return this.faults.length;
  }

  /**
   * What the scripted faults do to this call, counting it; spent faults are removed. Every
   * matching fault sees the call, so "the third like" stays the third under "every call waits
   * 2 s": delays and token expiry add up, the oldest fault with an answer gives the answer.
   */
  take(path: string, random: Random): FaultEffect | null {
    let effect: FaultEffect | null = null;
    for (const fault of this.faults) {
      if (!fault.matcher.test(path)) continue;
      fault.seen += 1;
      if (fault.skip !== undefined && fault.seen <= fault.skip) continue;
      fault.hits += 1;
      effect ??= { ids: [] };
      effect.ids.push(fault.id);
      const wait = drawDelay(fault, random);
      if (wait !== undefined) effect.delayMs = Math.max(effect.delayMs ?? 0, wait);
      if (fault.dribble) effect.dribble ??= fault.dribble;
      if (fault.expireTokens) effect.expireTokens = true;
      if (!effect.answer && (fault.drop || fault.error || (fault.status !== undefined && fault.status !== 200))) {
        effect.answer = fault.drop ? { drop: true } : fault.error ? { error: fault.error } : { status: fault.status! };
      }
    }
    if (effect) this.faults = this.faults.filter((f) => f.times === undefined || f.hits < f.times);
    return effect;
  }
}

export interface FaultEffect {
  /** Every fault that applied, oldest first. */
  ids: string[];
  delayMs?: number;
  /** The oldest matching fault's: the answer's body sent in pieces over time. */
  dribble?: NonNullable<FaultSpec['dribble']>;
  expireTokens?: boolean;
  answer?: { drop: true } | { error: NonNullable<FaultSpec['error']> } | { status: number };
}

function describe({ matcher: _matcher, ...fault }: StoredFault): Fault {
  return fault;
}
