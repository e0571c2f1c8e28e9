import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A deterministic picture for seeded content: shipped as code, so the demo needs no network. */
export function pictureSvg(label: string, color: string, variant: number): string {
  const hue = parseInt(createHash('md5').update(`${label}${variant}`).digest('hex').slice(0, 2), 16);
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const x = (hue * (i + 3) * 7 + variant * 53) % 640;
    const y = (hue * (i + 5) * 11 + variant * 29) % 480;
    const r = 40 + ((hue + i * 37) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${0.08 + (i % 3) * 0.06}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>`
    + `<stop offset="1" stop-color="hsl(${(hue * 3 + variant * 40) % 360},55%,45%)"/></linearGradient></defs>`
    + `<rect width="640" height="480" fill="url(#g)"/>${shapes}`
    + `<path d="M0 400 L160 300 L280 370 L420 260 L640 390 L640 480 L0 480 Z" fill="#000" fill-opacity="0.18"/>`
    + `<text x="32" y="440" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(label.slice(0, 24))}</text>`
    + `</svg>`;
}
