import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '../..');

/** Code point ranges, inclusive. */
export type Coverage = Array<[number, number]>;

/** The `unicode-range` of every @font-face in a fontsource CSS file (`U+0-ff`, `U+4??`, `U+3000`). */
export function unicodeRanges(css: string): Coverage {
  const ranges: Coverage = [];
  for (const [, list] of css.matchAll(/unicode-range:\s*([^;}]+)/g)) {
    for (const part of list!.split(',')) {
      const spec = part.trim().replace(/^U\+/i, '');
      if (spec.includes('?')) ranges.push([parseInt(spec.replace(/\?/g, '0'), 16), parseInt(spec.replace(/\?/g, 'f'), 16)]);
      else {
        const [from, to = from] = spec.split('-');
        ranges.push([parseInt(from!, 16), parseInt(to!, 16)]);
      }
    }
  }
  return ranges;
}

/**
 * What the shipped fonts of a page entry can draw: the faces it imports from @fontsource
 * (`import '@fontsource/noto-sans-kr/400.css'`), read from the installed package, so the check
 * follows whatever the entry loads.
 */
export function shippedCoverage(entry: string): Coverage {
  const source = readFileSync(join(ROOT, entry), 'utf8');
  const faces = [...source.matchAll(/import\s+['"](@fontsource\/[^'"]+\.css)['"]/g)].map((m) => m[1]!);
  return faces.flatMap((face) => unicodeRanges(readFileSync(require.resolve(face), 'utf8')));
}

export const covers = (coverage: Coverage, codePoint: number) => coverage.some(([from, to]) => codePoint >= from && codePoint <= to);
