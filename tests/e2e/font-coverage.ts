import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
      if (spec.includes('?'))
        ranges.push([parseInt(spec.replace(/\?/g, '0'), 16), parseInt(spec.replace(/\?/g, 'f'), 16)]);
      else {
        const [from, to = from] = spec.split('-');
        ranges.push([parseInt(from!, 16), parseInt(to!, 16)]);
      }
    }
  }
  return ranges;
}

/** The file a relative import names: `./fonts` is fonts.ts, fonts.tsx or fonts/index.ts. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * What the shipped fonts of a page entry can draw: the @fontsource faces imported anywhere in its
 * module graph (`import '@fontsource/noto-sans-kr/400.css'`), read from the installed package, so
 * the check follows whatever the page loads.
 */
export function shippedCoverage(entry: string): Coverage {
  const faces = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:import|from)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      // A part of a face table (`?part=1-of-2`) is read whole: its parts together are the file.
      const face = specifier!.split('?')[0]!;
      if (face.startsWith('@fontsource/') && face.endsWith('.css')) faces.add(face);
      else if (specifier!.startsWith('.') && !specifier!.endsWith('.css') && !specifier!.endsWith('.json')) {
        const local = resolveLocal(file, specifier!);
        if (local) visit(local);
      }
    }
  };
  visit(join(ROOT, entry));
  return merged([...faces].flatMap((face) => unicodeRanges(readFileSync(require.resolve(face), 'utf8'))));
}

/** Sorted, with overlapping and touching ranges joined (the CJK faces list some 30,000). */
function merged(ranges: Coverage): Coverage {
  const out: Coverage = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Whether a code point falls in the (merged) coverage: a binary search, as every character of every screen is asked. */
export function covers(coverage: Coverage, codePoint: number): boolean {
  let low = 0;
  let high = coverage.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = coverage[mid]!;
    if (codePoint < from) high = mid - 1;
    else if (codePoint > to) low = mid + 1;
    else return true;
  }
  return false;
}
