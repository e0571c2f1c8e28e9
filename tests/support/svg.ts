/** Checks on the SVG files the server ships or stores (drawings, seeded scenes). */

/** Null when an SVG's tags nest, else what is wrong. */
export function tagsNest(svg: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open`;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length ? `<${open.join('>, <')}> left open` : null;
}

/** A picture's descriptions in both languages (decision 025), each in its own script. */
export function titlesOf(svg: string): { ko?: string; ja?: string } {
  return {
    ko: svg.match(/<title lang="ko">([^<]+)<\/title>/)?.[1],
    ja: svg.match(/<title lang="ja">([^<]+)<\/title>/)?.[1],
  };
}
