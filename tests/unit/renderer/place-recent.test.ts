import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryLocalStorage } from './memory-storage';

const items = installMemoryLocalStorage();
const { forgetSearch, loadMapState, readRecentSearches, rememberSearch, saveMapState } =
  await import('../../../src/renderer/features/place/state');

describe('place map: recent searches and the saved view', () => {
  beforeEach(() => items.clear());

  it('keeps the newest first, without repeats, at most ten', () => {
    for (let i = 1; i <= 12; i++) rememberSearch(`q${i}`);
    rememberSearch('q5');
    const recent = readRecentSearches();
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('q5');
    expect(recent.filter((q) => q === 'q5')).toHaveLength(1);
    expect(recent).not.toContain('q1');
  });

  it('removes one search, or all of them', () => {
    rememberSearch('명동');
    rememberSearch('明洞');
    expect(forgetSearch('명동')).toEqual(['明洞']);
    expect(forgetSearch(null)).toEqual([]);
    expect(readRecentSearches()).toEqual([]);
  });

  it('the map view and mode survive a new mount (a reload)', () => {
    expect(loadMapState().mode).toEqual({ kind: 'view' });
    saveMapState({ view: { lat: 37.56, lng: 126.98, zoom: 15 }, mode: { kind: 'area', area: 'myeongdong' } });
    expect(loadMapState()).toEqual({
      view: { lat: 37.56, lng: 126.98, zoom: 15 },
      mode: { kind: 'area', area: 'myeongdong' },
    });
  });
});
