import type { Page } from '@playwright/test';
import { covers, shippedCoverage } from './font-coverage';

/**
 * What a reader sees wrong with a screen's text, beside its layout (tests/e2e/layout.spec.ts
 * walks every route in Korean and Japanese with both): a character the shipped fonts cannot draw
 * (an empty box on a machine without them), a raw translation key, sideways scrolling, a page or
 * console error. Text people wrote (posts, comments, nicknames, the bodies in the console's
 * request log) is marked data-user-content and skipped for the font check: it may hold anything.
 */

export const APP_FONTS = shippedCoverage('src/renderer/main.tsx');
export const CONSOLE_FONTS = shippedCoverage('src/renderer/console/main.tsx');
/** i18next answers a missing key with the key itself: `detail.applaud`, `feed:home.tab`. */
const RAW_KEY = /^(?:[a-zA-Z]+:)?[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+$/;

/** Every error the page reports; a failed request to another host (map tiles, offline here) is the network's, not ours. */
export function collectErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && from && !from.startsWith(origin)) return;
    errors.push(`console error: ${message.text()} (${from})`);
  });
  return errors;
}

interface Shown {
  text: string;
  drawn: boolean;
  where: string;
}

/** Every piece of UI text on the page: text nodes and the attributes people see or hear. */
async function shownText(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const where = (el: Element | null) => {
      const parts: string[] = [];
      for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        parts.unshift(
          e.tagName.toLowerCase() +
            (e.id ? `#${e.id}` : '') +
            (e.classList.length ? `.${[...e.classList].join('.')}` : ''),
        );
      }
      return parts.join(' > ');
    };
    const skip = (el: Element | null) =>
      !el || el.closest('script, style, noscript, template, [data-user-content]') !== null;
    const shown: Shown[] = [{ text: document.title, drawn: false, where: 'title' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      if (text && !skip(node.parentElement)) shown.push({ text, drawn: true, where: where(node.parentElement) });
    }
    for (const el of document.body.querySelectorAll(
      '[placeholder], [aria-label], [title], img[alt], input[type=button], input[type=submit]',
    )) {
      if (skip(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'value']) {
        const text = el.getAttribute(name)?.trim();
        if (text && (name !== 'value' || el.matches('input[type=button], input[type=submit]'))) {
          shown.push({ text, drawn: name === 'placeholder' || name === 'value', where: `${where(el)}[${name}]` });
        }
      }
    }
    return shown;
  });
}

/** What is wrong with the screen as it stands; empty when nothing is. */
export async function textProblems(
  page: Page,
  fonts: ReturnType<typeof shippedCoverage>,
  errors: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const { text, drawn, where } of await shownText(page)) {
    if (RAW_KEY.test(text)) found.push(`raw translation key "${text}" at ${where}`);
    if (!drawn) continue;
    const missing = [...new Set([...text].filter((ch) => !/\s/.test(ch) && !covers(fonts, ch.codePointAt(0)!)))];
    if (missing.length) {
      found.push(
        `no shipped font draws ${missing.map((ch) => `"${ch}" U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')} in "${text.slice(0, 40)}" at ${where}`,
      );
    }
  }
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  if (width.scroll > width.view) found.push(`scrolls sideways: ${width.scroll} px wide in a ${width.view} px window`);
  return [...new Set([...found, ...errors])];
}
