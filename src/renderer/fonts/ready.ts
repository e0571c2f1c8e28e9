/*
 * The faces that came after the first screen (fonts.ts): the files its text needs are fetched
 * first, then the text switches to them in one go (styles.css, `data-faces`). Declared straight
 * into use, every file that arrived would lay the whole page out again (a long task each on a
 * phone). Loaded only then: the first screen's script does not carry it.
 */

interface Run {
  weight: number;
  japanese: boolean;
  text: string;
}

/**
 * The text on the page now, by the weight it is drawn in (the design uses 400 and 700) and by its
 * font stack (Japanese text takes the Japanese forms first): what the faces must hold before the
 * text switches to them.
 */
function pageText(): Run[] {
  const runs = new Map<string, Run>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim()) continue;
    const weight = Number(getComputedStyle(parent).fontWeight) >= 600 ? 700 : 400;
    // An element in Japanese sets the Japanese stack (styles.css `:lang(ja)`), its children inherit it.
    const japanese = parent.closest(':lang(ja)') !== null;
    const key = `${weight}${japanese}`;
    const run = runs.get(key) ?? { weight, japanese, text: '' };
    run.text += node.nodeValue;
    runs.set(key, run);
  }
  return [...runs.values()];
}

/**
 * Each code point once. A face's slices are chosen by code point, so an emoji sequence's parts ask
 * for the slices the sequence is drawn from; splitting it into graphemes (Intl.Segmenter) took
 * 18-55 ms at its first use here, a long task on a phone.
 */
const characters = (text: string) => [...new Set(text)].join('');

/**
 * Fetches the files the page's text needs, `waitMs` at most: the text, each character once, laid
 * out out of sight in the shipped faces (`data-faces` on the probe gives it the page's stacks), so
 * the browser asks for the very slices it will draw the page with, each character from the first
 * face of its stack that has it. Choosing them here from the faces' ranges took a long task: the
 * Korean and Japanese tables declare some 30,000 ranges.
 */
export async function readyForPage(waitMs: number): Promise<void> {
  const probe = document.createElement('div');
  probe.dataset.faces = '';
  probe.ariaHidden = 'true';
  probe.style.cssText =
    'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict';
  for (const { weight, japanese, text } of pageText()) {
    const run = document.createElement('span');
    run.lang = japanese ? 'ja' : 'ko';
    run.style.fontWeight = String(weight);
    run.textContent = characters(text);
    probe.append(run);
  }
  document.body.append(probe);
  try {
    // Laid out with the next frame, not forced now: the loads start then, and `ready` waits for them.
    await nextFrame();
  } finally {
    // Gone once its loads have started (they go on without it): kept, it would be laid out again
    // as each file arrived, all of the page's characters each time (a long task each on a phone).
    probe.remove();
  }
  await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

/** Characters of the page switched to the shipped faces in one frame (see switchInParts). */
const SWITCH_CHARS = 300;

interface Block {
  element: HTMLElement;
  length: number;
}

/** The page's blocks of text, in order, each at most SWITCH_CHARS long where the page splits so. */
function blocksOf(parent: Element, blocks: Block[] = []): Block[] {
  for (const child of parent.children) {
    const length = child.textContent?.length ?? 0;
    if (!(child instanceof HTMLElement) || length === 0) continue;
    if (length <= SWITCH_CHARS || child.children.length === 0) blocks.push({ element: child, length });
    else blocksOf(child, blocks);
  }
  return blocks;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Switches the page's text to the shipped faces a part of about SWITCH_CHARS characters at a time,
 * each laid out in a frame of its own: the whole page at once, every line shaped again in the new
 * faces, was a long task on a phone (34-51 ms here, four times that on Lighthouse's phone). The
 * caller then switches the root, where little is left to change, and the parts follow it.
 */
export async function switchInParts(): Promise<() => void> {
  const blocks = blocksOf(document.body);
  let size = 0;
  for (const { element, length } of blocks) {
    element.dataset.faces = '';
    size += length;
    if (size < SWITCH_CHARS) continue;
    size = 0;
    await nextFrame();
  }
  return () => {
    for (const { element } of blocks) delete element.dataset.faces;
  };
}
