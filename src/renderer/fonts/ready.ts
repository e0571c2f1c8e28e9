/*
 * The faces that came after the first screen (fonts.ts): the files its text needs are fetched
 * first, then the text switches to them in one go (styles.css, `data-faces`). Declared straight
 * into use, every file that arrived would lay the whole page out again (a long task each on a
 * phone). Loaded only then: the first screen's script does not carry it.
 */

/** The page's font stacks (styles.css `--faces`, `--faces-ja`): Japanese text takes the Japanese forms first. */
const STACK = ['Noto Sans KR', 'Noto Sans JP', 'Noto Color Emoji'];
const JAPANESE_STACK = ['Noto Sans JP', 'Noto Sans KR', 'Noto Color Emoji'];

interface Run {
  weight: number;
  japanese: boolean;
  text: string;
}

/**
 * The text on the page now, by the weight it is drawn in (the design uses 400 and 700) and by its
 * font stack: what the faces must hold before the text switches to them.
 */
function pageText(): Run[] {
  const runs = new Map<string, Run>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim()) continue;
    const weight = Number(getComputedStyle(parent).fontWeight) >= 600 ? 700 : 400;
    const japanese = parent.closest('[lang]')?.getAttribute('lang') === 'ja';
    const key = `${weight}${japanese}`;
    const run = runs.get(key) ?? { weight, japanese, text: '' };
    run.text += node.nodeValue;
    runs.set(key, run);
  }
  return [...runs.values()];
}

type Ranges = Array<[number, number]>;

/** A family's declared code points, sorted and joined, from its faces' `unicode-range` (`U+0-ff, U+4??`). */
function rangesOf(family: string): Ranges {
  const ranges: Ranges = [];
  // Both weights of a face are sliced alike (the emoji face has one): each table is read once.
  const tables = new Set([...document.fonts].filter((face) => face.family.replace(/"/g, '') === family));
  for (const table of new Set([...tables].map((face) => face.unicodeRange)))
    for (const part of table.split(',')) {
      const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
      ranges.push([parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'f'), 16)]);
    }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.reduce<Ranges>((joined, [from, to]) => {
    const last = joined.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else joined.push([from, to]);
    return joined;
  }, []);
}

/** Whether sorted, joined ranges hold a code point (a binary search: every character of the page is asked). */
function holds(ranges: Ranges, code: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = ranges[mid]!;
    if (code < from) high = mid - 1;
    else if (code > to) low = mid + 1;
    else return true;
  }
  return false;
}

/**
 * Joiners, selectors and modifiers belong to the character before them, whose face draws the whole
 * cluster: asked alone, U+FE0F would fetch nine of the emoji face's slices.
 */
const CLUSTER_MARKS: Ranges = [
  [0x200c, 0x200d], // joiners
  [0xfe00, 0xfe0f], // variation selectors
  [0x1f3fb, 0x1f3ff], // skin tones
  [0xe0020, 0xe007f], // tags (the flags of England, Scotland, Wales)
];

/**
 * Fetches the files the page's text needs, `waitMs` at most. Each character is asked of the first
 * face in its stack whose ranges hold it, as the browser draws it: asking every face for every
 * character would fetch Japanese slices for Korean text, and emoji slices for digits.
 */
export async function readyForPage(waitMs: number): Promise<void> {
  const ranges = new Map(STACK.map((family) => [family, rangesOf(family)]));
  const loads: Array<Promise<unknown>> = [];
  for (const { weight, japanese, text } of pageText()) {
    const asked = new Map<string, string>();
    for (const character of new Set(text)) {
      const code = character.codePointAt(0)!;
      if (/\s/.test(character) || holds(CLUSTER_MARKS, code)) continue;
      const family = (japanese ? JAPANESE_STACK : STACK).find((name) => holds(ranges.get(name)!, code));
      if (family) asked.set(family, (asked.get(family) ?? '') + character);
    }
    for (const [family, characters] of asked) loads.push(document.fonts.load(`${weight} 1em "${family}"`, characters));
  }
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
