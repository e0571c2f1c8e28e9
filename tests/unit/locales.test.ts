import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTICLES } from '../../src/shared/josa';

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

  it.each(namespaces('ko'))('%s picks Korean particles by the word, never a "(으)로" or "을(를)" template', (file) => {
    const texts = JSON.stringify(read('ko', file));
    expect(
      texts.match(/[을를이가은는과와]\([을를이가은는과와]\)|\(으\)로|\((을|를|이|가|은|는|과|와)\)/gu) ?? [],
    ).toEqual([]);
    const formats = [...texts.matchAll(/\{\{\s*[\w.]+\s*,\s*([^}]+?)\s*\}\}/gu)].map((m) => m[1]);
    for (const format of formats) expect(PARTICLES as readonly string[]).toContain(format);
  });

  it.each(['ko', 'ja'])('%s names each profile choice one way, in the tutorial and on my page', (language) => {
    const tutorial = read(language, 'auth.json').tutorial as Record<string, { options: unknown }>;
    const info = read(language, 'my.json').info as Record<string, unknown>;
    expect(tutorial.gender!.options).toEqual(info.genders);
    expect(tutorial.age!.options).toEqual(info.ages);
  });
});
