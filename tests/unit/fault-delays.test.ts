import { describe, expect, it } from 'vitest';
import { dribblePlan, drawDelay, MAX_DELAY_MS } from '../../mock-server/lib/delays';
import { createRandom } from '../../mock-server/lib/random';
import { faultSpecSchema } from '../../src/shared/control';

/** Seeded: the same 10,000 draws every run, so the shape checks cannot flake. */
const DRAWS = 10_000;
const drawsOf = (fault: Parameters<typeof drawDelay>[0]) => {
  const random = createRandom(20261127, 'fault-delays');
  return Array.from({ length: DRAWS }, () => drawDelay(fault, random)!);
};
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => sorted(values)[Math.floor(q * (values.length - 1))]!;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const deviation = (values: number[]) => {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length);
};

describe("a fault's delay over 10,000 draws", () => {
  it('fixed: every call waits exactly delayMs', () => {
    expect(new Set(drawsOf({ delayMs: 250 }))).toEqual(new Set([250]));
  });

  it('uniform: between delayMs and delayMaxMs, each tenth of the range drawn about a tenth of the time', () => {
    const draws = drawsOf({ delayMs: 100, delayMaxMs: 600 });
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...draws)).toBeLessThan(600);
    expect(mean(draws)).toBeCloseTo(350, -1);
    const tenths = Array.from({ length: 10 }, (_, i) => draws.filter((d) => Math.floor((d - 100) / 50) === i).length);
    for (const count of tenths) expect(Math.abs(count - DRAWS / 10)).toBeLessThan(DRAWS * 0.015);
  });

  it('lognormal: half below the median, its logarithm spread by sigma, a long tail above', () => {
    const draws = drawsOf({ delayLognormal: { medianMs: 200, sigma: 0.5 } });
    expect(Math.min(...draws)).toBeGreaterThan(0);
    expect(quantile(draws, 0.5) / 200).toBeCloseTo(1, 1);
    const logs = draws.map(Math.log);
    expect(mean(logs)).toBeCloseTo(Math.log(200), 1);
    expect(deviation(logs)).toBeCloseTo(0.5, 1);
    // About 84 % within one sigma above (exp(0.5) times the median), about 16 % beyond it.
    expect(draws.filter((d) => d > 200 * Math.exp(0.5)).length / DRAWS).toBeCloseTo(0.159, 1);
    // Right-skewed: the mean lies above the median, by exp(sigma² / 2).
    expect(mean(draws) / quantile(draws, 0.5)).toBeCloseTo(Math.exp(0.125), 1);
  });

  it('lognormal: the tail is cut at 120 s', () => {
    const draws = drawsOf({ delayLognormal: { medianMs: 60_000, sigma: 3 } });
    expect(Math.max(...draws)).toBe(MAX_DELAY_MS);
  });

  it('the same seed draws the same waits; another seed others', () => {
    const fault = { delayLognormal: { medianMs: 80, sigma: 0.4 } };
    const again = (seed: number) => {
      const random = createRandom(seed, '');
      return Array.from({ length: 20 }, () => drawDelay(fault, random));
    };
    expect(again(1)).toEqual(again(1));
    expect(again(1)).not.toEqual(again(2));
  });
});

describe('a dribbled body', () => {
  it('goes in the given number of pieces, nearly equal, evenly spread from at once to durationMs, nothing lost', () => {
    const body = new TextEncoder().encode(JSON.stringify({ result: 'success', data: 'x'.repeat(10_000) }));
    const plan = dribblePlan(body, 7, 3000);
    expect(plan.map((p) => p.atMs)).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000]);
    const sizes = plan.map((p) => p.bytes.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(Buffer.concat(plan.map((p) => p.bytes))).toEqual(Buffer.from(body));
  });

  it('a body shorter than the pieces goes a byte at a time', () => {
    expect(dribblePlan(new Uint8Array([1, 2, 3]), 10, 900).map((p) => [p.atMs, [...p.bytes]])).toEqual([
      [0, [1]],
      [450, [2]],
      [900, [3]],
    ]);
  });
});

describe('the fault schema', () => {
  it('takes a lognormal delay or a dribble alone, and refuses a lognormal beside a fixed or uniform one', () => {
    expect(faultSpecSchema.safeParse({ path: '*', delayLognormal: { medianMs: 80, sigma: 0.4 } }).success).toBe(true);
    expect(faultSpecSchema.safeParse({ path: '*', dribble: { chunks: 5, durationMs: 2000 } }).success).toBe(true);
    const both = faultSpecSchema.safeParse({ path: '*', delayMs: 10, delayLognormal: { medianMs: 80, sigma: 0.4 } });
    expect(both.error?.issues[0]?.message).toContain('delayLognormal stands without either');
    expect(faultSpecSchema.safeParse({ path: '*', delayLognormal: { medianMs: 80, sigma: 0 } }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ path: '*', dribble: { chunks: 1, durationMs: 100 } }).success).toBe(false);
  });
});
