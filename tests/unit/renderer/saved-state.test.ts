import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryLocalStorage } from './memory-storage';
import * as v from 'valibot';
import { z } from 'zod';

const items = installMemoryLocalStorage();
const { savedState } = await import('../../../src/renderer/lib/saved-state');

const draft = savedState('test.draft', 2, z.object({ regionIds: z.array(z.number()), nights: z.number() }));

describe('saved state (drafts and remembered choices)', () => {
  beforeEach(() => items.clear());

  it('gives back what was written, under a versioned key, and nothing once cleared', () => {
    draft.write({ regionIds: [1, 3], nights: 2 });
    expect(draft.read()).toEqual({ regionIds: [1, 3], nights: 2 });
    expect([...items.keys()]).toEqual(['tl_test.draft.v2']);
    draft.clear();
    expect(draft.read()).toBeUndefined();
  });

  it('reads a value of another shape, broken JSON or an older version as absent, never as a wrong value', () => {
    items.set('tl_test.draft.v2', JSON.stringify({ regionIds: 'seoul', nights: 2 }));
    expect(draft.read()).toBeUndefined();
    items.set('tl_test.draft.v2', '{"regionIds":[1');
    expect(draft.read()).toBeUndefined();
    items.clear();
    items.set('tl_test.draft.v1', JSON.stringify({ regionIds: [1], nights: 2 }));
    expect(draft.read()).toBeUndefined();
  });
});

describe('saved state checked with valibot (the first screens) or zod (screens that load it)', () => {
  beforeEach(() => items.clear());
  const schemas = {
    valibot: v.object({ tab: v.picklist(['all', 'mine']), ids: v.array(v.pipe(v.number(), v.integer())) }),
    zod: z.object({ tab: z.enum(['all', 'mine']), ids: z.array(z.number().int()) }),
  };

  it.each(Object.entries(schemas))('%s: keeps a good value and refuses one of another shape', (_, schema) => {
    const saved = savedState('test.either', 1, schema);
    saved.write({ tab: 'mine', ids: [1, 2] });
    expect(saved.read()).toEqual({ tab: 'mine', ids: [1, 2] });
    items.set('tl_test.either.v1', JSON.stringify({ tab: 'theirs', ids: [1, 2] }));
    expect(saved.read()).toBeUndefined();
    items.set('tl_test.either.v1', JSON.stringify({ tab: 'all', ids: [1.5] }));
    expect(saved.read()).toBeUndefined();
  });
});
