/** Text made safe inside an HTML attribute or element (the share pages' Open Graph tags). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page with `lines` added at the end of its head. A replacement function, never a replacement
 * string: in one, `$\``, `$&`, `$'` and `$1` of a member's post title would copy parts of the page.
 */
export const inHead = (page: string, lines: string[]): string =>
  page.replace('</head>', () => `${lines.join('\n')}\n</head>`);
