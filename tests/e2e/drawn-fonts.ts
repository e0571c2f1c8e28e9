import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** The faces the app ships (src/renderer/fonts/): every character must be drawn with one of them. */
const SHIPPED_FACES = ['Noto Sans KR', 'Noto Sans JP', 'Noto Color Emoji', 'Noto Sans Mono'];

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** One element's own text and the fonts Chromium drew it with. */
export interface Drawn {
  text: string;
  fonts: PlatformFont[];
}

/**
 * What Chromium actually drew the page's text with: for every element with text of its own, the
 * fonts its renderer reports through the DevTools protocol (`CSS.getPlatformFontsForNode`), which
 * names the font file each glyph came from, a system font where the page's faces lacked one. Not
 * the declared ranges: a face that never loaded, a character no face has, a fallback the browser
 * chose all show here. An element not laid out (hidden, far below) reports no fonts.
 */
export async function drawnText(page: Page): Promise<Drawn[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const owners: Array<{ nodeId: number; text: string }> = [];
    const walk = (node: DomNode) => {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE'].includes(node.nodeName)) return;
      const own = (node.children ?? [])
        .filter((child) => child.nodeType === 3)
        .map((child) => child.nodeValue)
        .join('');
      if (node.nodeType === 1 && own.trim()) owners.push({ nodeId: node.nodeId, text: own.trim() });
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root);
    const drawn: Drawn[] = [];
    for (const { nodeId, text } of owners) {
      const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
      drawn.push({ text, fonts });
    }
    return drawn;
  } finally {
    await cdp.detach();
  }
}

/** A web font of the app: its files name their family with the instance (`Noto Sans KR Thin`). */
const shipped = (font: PlatformFont) =>
  font.isCustomFont && SHIPPED_FACES.some((name) => font.familyName === name || font.familyName.startsWith(`${name} `));

/** Text drawn (in part) with a font the app does not ship: a system font here, an empty box on a kiosk. */
export const drawnElsewhere = (drawn: Drawn[]) =>
  drawn
    .filter(({ fonts }) => !fonts.every(shipped))
    .map(
      ({ text, fonts }) =>
        `"${text.slice(0, 60)}": ${fonts.map((f) => `${f.familyName} (${f.glyphCount})`).join(', ')}`,
    );

/** Waits until every face file the page asked for has come (the faces load as text needs them). */
export async function facesSettled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    return document.fonts.status === 'loaded';
  });
}

/**
 * The pixels of an element's picture in a colour of their own: an emoji drawn in colour, where text
 * alone is grey ink. What the fonts above cannot tell: a face can be the one that drew an emoji and
 * still draw it blank (a colour format the browser does not paint).
 */
export async function colouredPixels(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let coloured = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [red, green, blue] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(red, green, blue) - Math.min(red, green, blue) > 96) coloured++;
  }
  return coloured;
}
