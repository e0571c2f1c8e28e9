/** Text made safe inside an HTML attribute or element (the share pages' Open Graph tags). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
