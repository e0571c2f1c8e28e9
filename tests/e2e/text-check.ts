import type { Page } from '@playwright/test';
import { Parser, jaModel } from 'budoux';
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

/** What the page measures of one text node where a line breaks between two letters. */
interface Broken {
  text: string;
  lang: string;
  /** Offsets where a new line starts, between two Hangul, kana or kanji. */
  breaks: number[];
  /** Each character's width, to tell a word that fits on a line of its own. */
  widths: number[];
  /** The width a line of this text may take: its block, or the row that holds it when the block is a flex item. */
  room: number;
  where: string;
}

/** Where a line ends and the next begins with a pair the rules below forbid, across text nodes of one block. */
interface LineStart {
  before: string;
  after: string;
  lang: string;
  /** The line's last characters and the next one's first. */
  context: string;
  where: string;
}

const japanese = new Parser(jaModel);
const LETTER = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;
/** Japanese strict kinsoku: what never starts a line (small kana, the long vowel mark, closing and middle punctuation). */
const NO_START = /[、。，．・：；？！）」』】〉》〕ゝゞヽヾ々ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ〜～]/u;
/** …and what never ends one (opening brackets). */
const NO_END = /[（「『【〈《〔]/u;
/** A separator between items never ends a line, in either language. */
const SEPARATOR = /[·・]/u;

/**
 * Lines that break inside a word: Korean may break only between words (keep-all, 도윤아/빠), Japanese
 * only between phrases as BudouX finds them (保有ポイン/ト, 営業/日). A word wider than the room its
 * line has may still wrap (a long name in a narrow tile). Text people wrote is looked at too: a
 * nickname is a word. Beside words, where lines meet: a separator (「·」「・」) never ends a line, a
 * number stays with its counter (2개, 2件), and a Japanese line keeps strict kinsoku (no line starts
 * with small kana, 「・」「、」「。」, none ends with an opening bracket). Measured in the page (each
 * character's line), judged here.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  const { nodes, starts } = await page.evaluate(
    ([letter, noStart, noEnd, separator]) => {
      const isLetter = new RegExp(letter, 'u');
      const [startsBadly, endsBadly, separates] = [noStart, noEnd, separator].map((r) => new RegExp(r, 'u')) as [
        RegExp,
        RegExp,
        RegExp,
      ];
      const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(
        (d) => d.getClientRects().length > 0,
      );
      const scope = dialogs.at(-1) ?? document.body;
      const nodes: Broken[] = [];
      const starts: LineStart[] = [];
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const blockOf = (el: Element) => {
        let block = el;
        while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display)) {
          block = block.parentElement;
        }
        return block;
      };
      const name = (el: Element) => [el.tagName.toLowerCase(), ...[...el.classList].slice(0, 2)].join('.');
      /** The last character drawn in the current block, carried from one text node to the next. */
      let last: { block: Element; node: Node; rect: DOMRect; line: string } | undefined;
      /** A space since the last character drawn: a number may end a line before one. */
      let spaced = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        const parent = node.parentElement;
        if (!text.trim()) spaced = true;
        if (!text.trim() || !parent) continue;
        if (parent.closest('script, style, .visually-hidden, [aria-hidden="true"]')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
        if (lang !== 'ko' && lang !== 'ja') continue;
        const block = blockOf(parent);
        if (last?.block !== block) [last, spaced] = [undefined, false];
        const widths: number[] = [];
        const breaks: number[] = [];
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          widths.push(rect?.width ?? 0);
          if (/\s/.test(text[i]!)) spaced = true;
          if (!rect || rect.width === 0 || /\s/.test(text[i]!)) continue;
          const ch = text[i]!;
          if (last && rect.top >= last.rect.bottom - 1) {
            if (i > 0 && isLetter.test(text[i - 1] ?? '') && isLetter.test(ch)) breaks.push(i);
            const before = last.line.at(-1)!;
            // In one text node: a number in its own element (a code, a name) may stand apart.
            const number = /[0-9０-９]/.test(before) && isLetter.test(ch) && !spaced && last.node === node;
            if (
              separates.test(before) ||
              number ||
              (lang === 'ja' && (startsBadly.test(ch) || endsBadly.test(before)))
            ) {
              starts.push({
                before,
                after: ch,
                lang,
                context: `${last.line.slice(-8)}/${text.slice(i, i + 8).trimEnd()}`,
                where: name(block),
              });
            }
            last = { block, node, rect, line: '' };
          }
          last = { block, node, rect, line: (last?.line ?? '') + ch };
          spaced = false;
        }
        if (!breaks.length || text.trim().length < 2) continue;
        const row = block.parentElement;
        const box = row && /flex/.test(getComputedStyle(row).display) ? row : block;
        const style = getComputedStyle(box);
        const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        nodes.push({ text, lang, breaks, widths, room, where: name(block) });
      }
      return { nodes, starts };
    },
    [LETTER.source, NO_START.source, NO_END.source, SEPARATOR.source] as const,
  );
  const problems: string[] = [];
  for (const { before, after, lang, context, where } of starts) {
    const rule = SEPARATOR.test(before)
      ? `a line ends with the separator 「${before}」`
      : /[0-9０-９]/.test(before) && LETTER.test(after)
        ? 'a number is cut from its counter'
        : NO_END.test(before)
          ? `a line ends with 「${before}」`
          : `a line starts with 「${after}」`;
    problems.push(`"${context}": ${rule} (${lang}) at ${where}`);
  }
  for (const { text, lang, breaks, widths, room, where } of nodes) {
    // Word boundaries: spaces in Korean, BudouX's phrases (and spaces) in Japanese.
    const bounds = new Set<number>([0, text.length]);
    const parts = lang === 'ja' ? japanese.parse(text) : text.split(/(?<=\s)/);
    let at = 0;
    for (const part of parts) bounds.add((at += part.length));
    for (let i = 0; i < text.length; i++) if (/\s/.test(text[i]!)) bounds.add(i).add(i + 1);
    for (const cut of breaks) {
      if (bounds.has(cut)) continue;
      let start = cut;
      while (!bounds.has(start)) start--;
      let end = cut;
      while (!bounds.has(end)) end++;
      const width = widths.slice(start, end).reduce((a, b) => a + b, 0);
      // A word as wide as its line or wider may wrap (a pixel's rounding either way).
      if (width > room - 2) continue;
      problems.push(
        `"${text.slice(start, cut)}/${text.slice(cut, end)}" broken inside a ${lang === 'ja' ? 'phrase' : 'word'} at ${where} (${Math.round(width)} px in ${Math.round(room)} px)`,
      );
    }
  }
  return [...new Set(problems)];
}
