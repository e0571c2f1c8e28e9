import { CloudOff, Eye, HandHeart, Search, type LucideIcon } from 'lucide-react';
import * as cloudOffModule from 'lucide-react/dist/esm/icons/cloud-off.mjs';
import * as eyeModule from 'lucide-react/dist/esm/icons/eye.mjs';
import * as handHeartModule from 'lucide-react/dist/esm/icons/hand-heart.mjs';
import * as searchModule from 'lucide-react/dist/esm/icons/search.mjs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from '../../../src/renderer/components/lucide-icon';

type IconData = Parameters<typeof createLucideIcon>[0];
/** What an icon module hands the factory (its types declare the component only). */
const dataOf = (module: object) => (module as { __iconData: IconData }).__iconData;

/** Markup with each element's attributes in one order and empty elements closed alike. */
const normalized = (markup: string) =>
  markup
    .replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>')
    .replace(/<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g, (_, tag: string, attributes: string, close: string) => {
      const sorted = [...attributes.matchAll(/[\w:-]+="[^"]*"/g)].map(([attribute]) => attribute).sort();
      return `<${[tag, ...sorted].join(' ')}${close}>`;
    });

const cases: Array<[string, LucideIcon, object, Record<string, unknown>]> = [
  ['a decorative icon', Eye, eyeModule, {}],
  ['a sized icon with a class', CloudOff, cloudOffModule, { size: 14, className: 'offline-mark' }],
  ['a filled icon', HandHeart, handHeartModule, { fill: 'currentColor', 'aria-hidden': 'true' }],
  ['a named icon, not hidden', Search, searchModule, { 'aria-label': '검색', strokeWidth: 3 }],
];

describe('the icons as the builds make them', () => {
  it.each(cases)('draw %s as lucide-react does', (_, Lucide, module, props) => {
    const Lean = createLucideIcon(dataOf(module));
    expect(normalized(renderToStaticMarkup(createElement(Lean, props)))).toBe(
      normalized(renderToStaticMarkup(createElement(Lucide, props))),
    );
  });
});
