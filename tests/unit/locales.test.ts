import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../src/renderer/locales/', import.meta.url);
const namespaces = (language: string) =>
  readdirSync(new URL(`${language}/`, root))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${file}`, root), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('Korean and Japanese have the same namespaces', () => {
    expect(namespaces('ja')).toEqual(namespaces('ko'));
  });

  it.each(namespaces('ko'))('%s has the same keys in both languages, none empty', (file) => {
    const ko = read('ko', file);
    const ja = read('ja', file);
    expect(keys(ja).sort()).toEqual(keys(ko).sort());
    const empty = (tree: Record<string, unknown>) =>
      keys(tree).filter(
        (k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) === '',
      );
    expect(empty(ko)).toEqual([]);
    expect(empty(ja)).toEqual([]);
  });
});
