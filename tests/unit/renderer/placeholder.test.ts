import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The ThumbHash (base64url, as the API gives it) of a 4×3 picture of one colour. */
const hashOf = (r: number, g: number, b: number) => {
  const pixels = new Uint8Array(4 * 3 * 4).map((_, i) => [r, g, b, 255][i % 4]!);
  return btoa(String.fromCharCode(...rgbaToThumbHash(4, 3, pixels)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};
const shipped = [hashOf(200, 40, 40), hashOf(40, 200, 40), hashOf(40, 40, 200)];
// Each test its own module: the placeholders made are kept per page.
const load = () => import('../../../src/renderer/components/placeholder');

describe('picture placeholders', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a photo’s average colour at once, and nothing for a hash that does not decode', async () => {
    const { averageColourOf } = await load();
    const [red, green, blue] = averageColourOf(shipped[0]!)!
      .match(/^rgb\((\d+) (\d+) (\d+)\)$/)!
      .slice(1)
      .map(Number);
    expect(red).toBeGreaterThan(green! + 100);
    expect(red).toBeGreaterThan(blue! + 100);
    expect(averageColourOf('%%%')).toBeUndefined();
  });

  it('makes the blurred pictures after the next frame, one per task, for those still waiting', async () => {
    const { madePlaceholder, whenPlaceholderMade } = await load();
    const [first, second, third] = shipped;
    const made: string[] = [];
    whenPlaceholderMade(first!, () => made.push('first'));
    whenPlaceholderMade(second!, () => made.push('second'));
    const stop = whenPlaceholderMade(third!, () => made.push('third'));
    stop();
    // Nothing inside the render that asked, nor before the frame it draws.
    expect(madePlaceholder(first!)).toBeUndefined();
    vi.advanceTimersByTime(16);
    expect(made).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(made).toEqual(['first']);
    expect(madePlaceholder(first!)).toMatch(/^data:image\/png;base64,/);
    expect(madePlaceholder(second!)).toBeUndefined();
    vi.runAllTimers();
    expect(made).toEqual(['first', 'second']);
    // No longer asked for: not made.
    expect(madePlaceholder(third!)).toBeUndefined();
  });
});
