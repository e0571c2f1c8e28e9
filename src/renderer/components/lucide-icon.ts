import { createElement, forwardRef, type ReactElement, type SVGProps } from 'react';

/** What each lucide-react icon module hands its factory: the icon's name and its SVG elements. */
interface IconData {
  name: string;
  size?: number;
  node: Array<[string, Record<string, string>]>;
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean };

const namesItself = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

/**
 * lucide-react's `createLucideIcon` for the builds (vite.shared.ts puts it in the icons' place,
 * decision 139): the same `<svg>` (lucide's attributes and classes, hidden from assistive technology
 * unless it is named), its strokes made once for every use of the icon, instead of anew on every
 * render through two forwardRef layers, a context and several object spreads. Not written as markup:
 * Lighthouse takes a task that parses HTML for the page's own and counts it before the first paint.
 */
export default function createLucideIcon(icon: IconData) {
  let strokes: ReactElement[] | undefined;
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ size = 24, color = 'currentColor', strokeWidth = 2, absoluteStrokeWidth, className, ...rest }, ref) =>
      createElement('svg', {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${icon.name} ${className}` : `lucide lucide-${icon.name}`,
        'aria-hidden': namesItself(rest) ? undefined : 'true',
        ...rest,
        // Shared by every use: elements are never changed once made (Preact copies one drawn before).
        children: (strokes ??= icon.node.map(([tag, attributes]) => createElement(tag, attributes))),
      }),
  );
  Icon.displayName = icon.name;
  return Icon;
}
