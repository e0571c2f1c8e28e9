import { createHash, randomInt } from 'node:crypto';
import { createPrng } from '../../db/seed/data/prng';

/**
 * The server's random choices for the product (the attendance prize, mailed codes, fault delays):
 * with a seed (`--seed`, a scenario's `seed`) they repeat run after run; without one they are
 * crypto-random. Secrets and tokens never come from here.
 */
export interface Random {
  /** An integer in [0, n). */
  below(n: number): number;
  /** A float in [0, 1). */
  fraction(): number;
}

const unseeded: Random = { below: (n) => randomInt(n), fraction: () => Math.random() };

/**
 * `stream` keeps each sandbox's draws its own (its name; '' for the shared data), so a parallel
 * worker's calls never move another's sequence.
 */
export function createRandom(seed: number | undefined, stream: string): Random {
  if (seed === undefined) return unseeded;
  const prng = createPrng(createHash('sha256').update(`${seed}/${stream}`).digest().readUInt32BE(0));
  return { below: (n) => prng.int(0, n - 1), fraction: prng.next };
}
