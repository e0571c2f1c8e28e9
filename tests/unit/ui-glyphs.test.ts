import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * A machine without an emoji or CJK font (Debian's Chromium, a kiosk) draws what the shipped fonts
 * lack as empty boxes. The renderer's UI therefore uses SVG icons, never pictographs or symbol
 * characters, and every character of its text must be in the fonts it bundles.
 */

const renderer = fileURLToPath(new URL('../../src/renderer/', import.meta.url));
const require = createRequire(import.meta.url);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'public' ? [] : files(path);
    return /\.(tsx?|css|html|json)$/.test(name) ? [path] : [];
  });
}

/** Comments are no UI: blanked (line breaks kept, so reported lines stay right). */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const sources = files(renderer).map((path) => ({
  path: relative(renderer, path),
  text: withoutComments(readFileSync(path, 'utf8')),
}));

/** Emoji, pictographs, arrows, geometric and technical symbols, dingbats, and the look-alikes used as chevrons or a plus. */
const SYMBOL =
  /[\p{Extended_Pictographic}\p{So}\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\u2039\u203a\uff0b]|\ufe0f/u;
/** An element whose whole content is one punctuation or symbol character: an icon drawn with text. */
const SYMBOL_ONLY_CHILD = />\s*([^\p{L}\p{N}\s<>{}…–—])\s*<\//gu;

function where(path: string, text: string, index: number): string {
  return `${path}:${text.slice(0, index).split('\n').length}`;
}

describe('renderer glyphs', () => {
  it('finds the renderer sources', () => {
    expect(sources.some((s) => s.path === 'app/Footer.tsx')).toBe(true);
    expect(sources.some((s) => s.path.startsWith('console/locales/'))).toBe(true);
  });

  it('uses no emoji or symbol character anywhere in the UI (sources, styles, locale strings)', () => {
    const found: string[] = [];
    for (const { path, text } of sources) {
      for (const match of text.matchAll(new RegExp(SYMBOL.source, 'gu'))) {
        found.push(
          `${where(path, text, match.index)} ${match[0]} U+${match[0].codePointAt(0)!.toString(16).toUpperCase()}`,
        );
      }
    }
    expect(found).toEqual([]);
  });

  it('draws no button or label with a lone symbol character', () => {
    const found: string[] = [];
    for (const { path, text } of sources.filter((s) => s.path.endsWith('.tsx'))) {
      for (const match of text.matchAll(SYMBOL_ONLY_CHILD)) found.push(`${where(path, text, match.index)} ${match[1]}`);
    }
    expect(found).toEqual([]);
  });

  it('has every character of its text in the fonts it ships', () => {
    // The text faces of fonts.ts, both declared for every reader (the emoji face draws only what members write).
    const faceModules = sources.filter((s) => /^fonts[/\\](korean|japanese)-\d\.ts$/.test(s.path)).map((s) => s.text);
    const css = faceModules
      .flatMap((text) => [...text.matchAll(/^import '(@fontsource\/[^'?]+\.css)(?:\?[^']*)?';$/gm)])
      .map((m) => readFileSync(require.resolve(m[1]!), 'utf8'));
    expect(css.length).toBeGreaterThanOrEqual(4);
    const ranges = css
      .flatMap((sheet) => [...sheet.matchAll(/unicode-range:([^;]+);/g)])
      .flatMap((m) => m[1]!.split(','))
      .map((part) =>
        part
          .trim()
          .replace(/^U\+/i, '')
          .split('-')
          .map((hex) => parseInt(hex, 16)),
      )
      .map(([from, to]) => [from!, to ?? from!] as const);
    const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);

    // Locale strings and the literals of the code: everything a screen can show that is not user content.
    const firstSeen = new Map<string, string>();
    for (const { path, text } of sources)
      for (const ch of new Set(text)) if (!firstSeen.has(ch)) firstSeen.set(ch, path);
    const missing = [...firstSeen]
      .filter(([ch]) => ch.codePointAt(0)! >= 0x20 && !covered(ch.codePointAt(0)!))
      .map(([ch, path]) => `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()} (${path})`);
    expect(missing).toEqual([]);
  });
});
