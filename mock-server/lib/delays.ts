import type { FaultSpec } from '../../src/shared/control';
import type { Random } from './random';

/** The longest wait a fault may draw (a lognormal tail is unbounded). */
export const MAX_DELAY_MS = 120_000;

/** A standard normal draw (Box-Muller), from two of the server's draws. */
export function standardNormal(random: Random): number {
  // 1 - u lies in (0, 1]: the logarithm never sees 0.
  return Math.sqrt(-2 * Math.log(1 - random.fraction())) * Math.cos(2 * Math.PI * random.fraction());
}

/** How long a fault makes this call wait: fixed, uniform between delayMs and delayMaxMs, or lognormal; undefined: no wait. */
export function drawDelay(
  fault: Pick<FaultSpec, 'delayMs' | 'delayMaxMs' | 'delayLognormal'>,
  random: Random,
): number | undefined {
  if (fault.delayLognormal) {
    const { medianMs, sigma } = fault.delayLognormal;
    return Math.min(MAX_DELAY_MS, medianMs * Math.exp(sigma * standardNormal(random)));
  }
  if (fault.delayMs === undefined) return undefined;
  const spread = Math.max(0, (fault.delayMaxMs ?? fault.delayMs) - fault.delayMs);
  return fault.delayMs + (spread === 0 ? 0 : random.fraction() * spread);
}

/**
 * A dribbled body: `chunks` pieces of (nearly) equal size, the first sent at once and the last at
 * `durationMs`, evenly between. A body shorter than the chunks is sent a byte at a time.
 */
export function dribblePlan(
  body: Uint8Array,
  chunks: number,
  durationMs: number,
): Array<{ atMs: number; bytes: Uint8Array }> {
  const count = Math.max(1, Math.min(chunks, body.length));
  return Array.from({ length: count }, (_, i) => ({
    atMs: count === 1 ? 0 : Math.round((i * durationMs) / (count - 1)),
    bytes: body.subarray(Math.floor((i * body.length) / count), Math.floor(((i + 1) * body.length) / count)),
  }));
}
