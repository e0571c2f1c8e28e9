import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryLocalStorage } from './memory-storage';

const items = installMemoryLocalStorage();
const { editorLeftOpen, rememberEditorOpen, savedDraft, savedTab } =
  await import('../../../src/renderer/features/feed/saved');
const { loadMapState } = await import('../../../src/renderer/features/place/state');

const draft = { theme: { id: 2, name: '맛집' }, title: '반쯤 쓴 글', contents: '', images: [], place: null };

/** What the feed and the map read when they first draw, with whatever a reader's storage holds. */
describe("the feed's and the map's saved state: a broken or old value is dropped, never shown", () => {
  beforeEach(() => items.clear());

  it('a saved tab, draft and open editor come back after a reload', () => {
    savedTab.write('latest');
    savedDraft().write(draft);
    rememberEditorOpen(true);
    expect(savedTab.read()).toBe('latest');
    expect(savedDraft().read()).toEqual(draft);
    expect(editorLeftOpen()).toBe(true);
    expect([...items.keys()].sort()).toEqual(['tl_feed.draft.v1', 'tl_feed.editorOpen.v1', 'tl_feed.tab.v1']);
  });

  it('a tab that no longer exists, or broken JSON, reads as no choice (the screen starts on its default)', () => {
    items.set('tl_feed.tab.v1', JSON.stringify('trending'));
    expect(savedTab.read()).toBeUndefined();
    items.set('tl_feed.tab.v1', '"lat');
    expect(savedTab.read()).toBeUndefined();
  });

  it('a draft of another shape does not reopen the sheet, and an edit draft is checked the same way', () => {
    rememberEditorOpen(true);
    items.set('tl_feed.draft.v1', JSON.stringify({ ...draft, images: 'data:image/png;base64,AAAA' }));
    expect(savedDraft().read()).toBeUndefined();
    expect(editorLeftOpen()).toBe(false);
    items.set('tl_feed.draft.7.v1', JSON.stringify({ title: 42 }));
    expect(savedDraft(7).read()).toBeUndefined();
  });

  it('a draft and flag left by the build before versioned keys are not read, nor is a flag that is not a boolean', () => {
    items.set('tl_feed.draft', JSON.stringify(draft));
    items.set('tl_feed.editorOpen', 'true');
    expect(savedDraft().read()).toBeUndefined();
    expect(editorLeftOpen()).toBe(false);
    savedDraft().write(draft);
    items.set('tl_feed.editorOpen.v1', JSON.stringify('yes'));
    expect(editorLeftOpen()).toBe(false);
  });

  it('a map state with a mode that is no longer known, or coordinates as text, opens the map on Seoul', () => {
    items.set(
      'tl_place.map.v1',
      JSON.stringify({ view: { lat: 37.5, lng: 127, zoom: 14 }, mode: { kind: 'heatmap' } }),
    );
    expect(loadMapState()).toEqual({ view: { lat: 37.5547, lng: 126.99, zoom: 12 }, mode: { kind: 'view' } });
    items.set('tl_place.map.v1', JSON.stringify({ view: { lat: '37.5', lng: 127, zoom: 14 }, mode: { kind: 'view' } }));
    expect(loadMapState().view.lat).toBe(37.5547);
  });
});
