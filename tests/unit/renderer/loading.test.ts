import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from '../../../src/renderer/lib/loading';

describe('loading counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at the first request and hides 300 ms after the last one ends', () => {
    const loading = createLoadingCounter();
    loading.start();
    loading.start();
    expect(loading.visible.value).toBe(true);
    loading.end();
    vi.advanceTimersByTime(1000);
    expect(loading.visible.value).toBe(true);
    loading.end();
    vi.advanceTimersByTime(299);
    expect(loading.visible.value).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.visible.value).toBe(false);
  });

  it('a request starting within the delay keeps it shown', () => {
    const loading = createLoadingCounter();
    loading.start();
    loading.end();
    vi.advanceTimersByTime(200);
    loading.start();
    vi.advanceTimersByTime(500);
    expect(loading.visible.value).toBe(true);
    loading.end();
    vi.advanceTimersByTime(300);
    expect(loading.visible.value).toBe(false);
  });

  it('never counts below zero', () => {
    const loading = createLoadingCounter();
    loading.end();
    loading.start();
    expect(loading.count).toBe(1);
  });
});
