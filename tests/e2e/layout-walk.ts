import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { layoutProblems } from './layout-check';
import { brokenWords } from './text-check';

/**
 * The layout walk's sizes and its look at one screen (layout.spec.ts walks every route; a test of a
 * state no route reaches signed in, such as a join step opened signed out, looks at it the same way).
 */

interface Size {
  name: string;
  width: number;
  height: number;
  text?: number;
}
export const SIZES: Size[] = [
  { name: '390×844', width: 390, height: 844 },
  { name: '320×640', width: 320, height: 640 },
  { name: '1280×800', width: 1280, height: 800 },
  { name: '390×844 text 200%', width: 390, height: 844, text: 2 },
];

/**
 * Boxes meant to clip or scroll sideways, each named narrowly: rows that scroll sideways with
 * overflow-x: auto (banners, pictures, chips, pill tabs such as a plan's days), and the map's markers and
 * district names, which its edge cuts and its controls cover as the map moves under them.
 */
const ALLOWED = [
  '.banner-strip',
  '.product-gallery',
  '.place-pictures',
  '.post-pictures',
  '.quick-tags',
  '.tabs-pill',
  '.leaflet-marker-pane',
  '.leaflet-outline-names-pane',
  // The tester console's request log: a data table, which may scroll in its own box (WCAG 1.4.10).
  '.table-wrap',
  // The tester console's menu: one row of tabs that scrolls sideways on a phone.
  '.console-nav ul',
];

/** Sets the size and text scale and waits for the layout to follow (two frames). */
export async function resize(page: Page, size: Size) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate((scale) => {
    let sheet = document.getElementById('layout-check-text');
    if (scale === 1) sheet?.remove();
    else {
      if (!sheet)
        document.head.append((sheet = Object.assign(document.createElement('style'), { id: 'layout-check-text' })));
      sheet.textContent = `html { font-size: ${scale * 100}% !important; }`;
    }
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  }, size.text ?? 1);
}

/**
 * Every problem of the screen as it stands, one line each with the sizes it shows at; the page is
 * left at 390 px and 200 % text.
 */
export async function atEverySize(page: Page, where: string, { words = true } = {}): Promise<string[]> {
  const seen = new Map<string, { example: string; count: number; sizes: string[] }>();
  for (const size of SIZES) {
    await resize(page, size);
    const counts = new Map<string, number>();
    for (const { kind, element, detail } of await page.evaluate(layoutProblems, ALLOWED)) {
      const key = `${kind}: ${element}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const entry = seen.get(key) ?? { example: detail, count: 0, sizes: [] };
      if (!entry.sizes.includes(size.name)) entry.sizes.push(size.name);
      seen.set(key, entry);
    }
    for (const broken of words ? await brokenWords(page) : []) {
      const entry = seen.get(broken) ?? { example: '', count: 1, sizes: [] };
      entry.sizes.push(size.name);
      seen.set(broken, entry);
    }
    for (const [key, count] of counts) seen.get(key)!.count = Math.max(seen.get(key)!.count, count);
  }
  // One line per kind and element, however many of its kind (feed cards) show it.
  return [...seen].map(
    ([key, { example, count, sizes }]) =>
      `${where}: ${key}${count > 1 ? ` (×${count})` : ''} ${example} [at ${sizes.join(', ')}]`,
  );
}

/** Passes when nothing was found; else names every finding (no diff: the list is the message). */
export function expectNothing(found: string[]) {
  expect(found.length, `${found.length} layout problems:\n${found.join('\n')}`).toBe(0);
}
