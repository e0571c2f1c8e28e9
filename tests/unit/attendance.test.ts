import { describe, expect, it } from 'vitest';
import { createRandom } from '../../mock-server/lib/random';
import { drawPrize, prizeDraw } from '../../mock-server/services/attendance';
import { ATTENDANCE_PRIZES } from '../../src/shared/constants';

describe('the attendance draw', () => {
  it('gives each prize for its share of the weight, the jackpot for the last slot only', () => {
    const total = ATTENDANCE_PRIZES.reduce((sum, p) => sum + p.weight, 0);
    const counts = new Map<number, number>();
    for (let roll = 0; roll < total; roll++) counts.set(drawPrize(roll), (counts.get(drawPrize(roll)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(ATTENDANCE_PRIZES.map((p) => [p.points, p.weight])));
    expect(drawPrize(total - 1)).toBe(1000);
    expect(drawPrize(0)).toBe(10);
  });

  it('a random draw is always one of the prizes', () => {
    const prizes = ATTENDANCE_PRIZES.map((p) => p.points) as number[];
    for (let i = 0; i < 200; i++) expect(prizes).toContain(prizeDraw(createRandom(undefined, '')));
  });
});
