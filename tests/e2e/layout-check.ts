/**
 * What a person sees wrong with the layout of the screen as it stands, measured in the page (one
 * `page.evaluate` per page state; the function is sent as its source, so it is self-contained).
 *
 * When a modal dialog is open only the dialog is looked at (the page under it is dimmed and inert),
 * and "wider than" means wider than the dialog. Findings:
 * - `scrolls sideways`: the page, or a box inside it, scrolls horizontally;
 * - `wider than the screen` / `wider than the dialog`: a box reaches past the edge without a box
 *   that clips or scrolls it in between (the outermost such box, with how many inside it do too);
 * - `text clipped`: text cut by a box with `overflow: hidden/clip` and no ellipsis or line clamp;
 * - `title cut with an ellipsis`: a screen's or dialog's title or a menu name cut, even with an
 *   ellipsis (they wrap);
 * - `text cut by the screen edge`: text in a fixed bar that reaches past the top or bottom edge
 *   (no scrolling brings it into view);
 * - `text overlaps`: lines of text of two elements drawn over each other in the same layer;
 * - `see-through bar`: a sticky header or fixed bar whose background lets the page show through;
 * - `covers`: a fixed element (the footer, the write button, a toast) over text or a control that
 *   no scrolling brings out from under it: a bar at the bottom is judged with the page scrolled to
 *   its end, one at the top with the page at its start (measured where they stand, not scrolled:
 *   the page's scroll is added to what lies under them); over another fixed element; a sample
 *   toast is put in an empty toast region to see where one would land;
 * - `actions out of sight`: a dialog's actions past the screen or scrolled out of its view.
 * `allowed` names boxes meant to clip or scroll sideways (a marquee, a row of chips): what is inside
 * them may pass their edge.
 */
export interface Finding {
  kind: string;
  /** A short selector: tag, id, two classes (and its parent's when it has none). */
  element: string;
  /** Its text, up to 40 characters, and what was measured. */
  detail: string;
}

export function layoutProblems(allowed: string[]): Finding[] {
  const found: Finding[] = [];
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = document.documentElement.clientHeight;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const isAllowed = (el: Element) => allowed.some((selector) => el.closest(selector) !== null);
  const describe = (el: Element) => {
    const name = (e: Element) =>
      e.tagName.toLowerCase() +
      (e.id ? `#${e.id}` : '') +
      [...e.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
    const parent = el.parentElement;
    return el.classList.length || el.id || !parent ? name(el) : `${name(parent)} > ${name(el)}`;
  };
  const textOf = (el: Element) => {
    const text = (
      (el as HTMLElement).innerText ||
      (el as HTMLInputElement).value ||
      el.getAttribute('aria-label') ||
      el.getAttribute('placeholder') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    return text ? `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : '';
  };
  const report = (kind: string, el: Element, detail = '') =>
    found.push({ kind, element: describe(el), detail: `${textOf(el)}${detail}` });
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"]')].filter(
    (d) => d.getClientRects().length > 0,
  );
  const scope: Element = dialogs.at(-1) ?? document.body;
  const inDialog = scope !== document.body;
  const bound = inDialog ? scope.getBoundingClientRect() : { left: 0, right: viewWidth };
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // The page itself.
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) {
    found.push({
      kind: 'scrolls sideways',
      element: 'the page',
      detail: `${page.scrollWidth} px in a ${page.clientWidth} px window`,
    });
  }

  /** An ancestor below the scope that clips or scrolls what passes its left or right edge. */
  const heldSideways = (el: Element) => {
    if (style(el).position === 'fixed') return false;
    for (let a = el.parentElement; a && a !== scope && a !== document.body; a = a.parentElement) {
      if (style(a).overflowX !== 'visible') return true;
      if (style(a).position === 'fixed') return false;
    }
    return false;
  };

  const all = [scope, ...scope.querySelectorAll('*')];
  const wide = new Set<Element>();
  for (const el of all) {
    if (!visible(el) || (el.closest('svg') !== null && el.tagName.toLowerCase() !== 'svg')) continue;
    const s = style(el);
    if (scrolls(s.overflowX) && el.scrollWidth > el.clientWidth + 1 && !isAllowed(el)) {
      report('scrolls sideways', el, `: ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    if (el === scope) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left >= bound.left - 1 && r.right <= bound.right + 1) continue;
    if (heldSideways(el) || isAllowed(el)) continue;
    wide.add(el);
  }
  for (const el of wide) {
    if (el.parentElement && wide.has(el.parentElement)) continue;
    const inside = [...el.querySelectorAll('*')].filter((e) => wide.has(e)).length;
    const r = el.getBoundingClientRect();
    report(
      inDialog ? 'wider than the dialog' : 'wider than the screen',
      el,
      ` (${Math.round(r.left)}-${Math.round(r.right)} of ${Math.round(bound.left)}-${Math.round(bound.right)}${inside ? `, ${inside} inside too` : ''})`,
    );
  }

  // Fields whose text does not fit them.
  for (const field of scope.querySelectorAll<HTMLInputElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea',
  )) {
    if (!visible(field) || isAllowed(field)) continue;
    if (field.value && field.tagName === 'INPUT' && field.scrollWidth > field.clientWidth + 1)
      report('text clipped', field);
  }

  // Text: lines as drawn, each cut to the boxes that clip it.
  interface Line {
    el: Element;
    layer: Element | null;
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const lines: Line[] = [];
  const clippedReported = new Set<Element>();
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  text: for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.nodeValue?.trim() || !visible(el) || el.closest('script, style, noscript, template')) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (rects.length === 0) continue;
    let box = {
      left: Math.min(...rects.map((r) => r.left)),
      top: Math.min(...rects.map((r) => r.top)),
      right: Math.max(...rects.map((r) => r.right)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    const cut = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    let layer: Element | null = null;
    // Past an absolutely placed box, only its containing block and those above it clip; past a
    // fixed one, nothing (no transformed ancestors here).
    let escape: 'none' | 'absolute' | 'fixed' = 'none';
    for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
      const s = style(a);
      if (!layer && (s.position === 'fixed' || s.position === 'sticky')) layer = a;
      const containing = s.transform !== 'none' || (escape === 'absolute' && s.position !== 'static');
      const escaped = escape !== 'none' && !containing;
      if (s.position === 'absolute' || s.position === 'fixed') escape = s.position;
      else if (containing) escape = 'none';
      if (escaped) continue;
      const clipX = s.overflowX !== 'visible';
      const clipY = s.overflowY !== 'visible';
      if (!clipX && !clipY) continue;
      const r = a.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue text; // visually hidden, for screen readers
      // A box still changing size (the write button folding as the page scrolls) is not at rest yet.
      if (a.getAnimations().some((running) => running.playState === 'running')) continue text;
      const inner = {
        left: r.left + a.clientLeft,
        top: r.top + a.clientTop,
        right: r.left + a.clientLeft + a.clientWidth,
        bottom: r.top + a.clientTop + a.clientHeight,
      };
      const ellipsis =
        style(el).textOverflow === 'ellipsis' ||
        s.textOverflow === 'ellipsis' ||
        s.webkitLineClamp !== 'none' ||
        style(el).webkitLineClamp !== 'none';
      const pastSideways = clips(s.overflowX) && (box.left < inner.left - 1 || box.right > inner.right + 1);
      const past = pastSideways || (clips(s.overflowY) && (box.top < inner.top - 1 || box.bottom > inner.bottom + 1));
      const outside =
        box.right <= inner.left || box.left >= inner.right || box.bottom <= inner.top || box.top >= inner.bottom;
      if (outside) continue text; // out of sight (a slide off to the side, a list scrolled past)
      // A screen's or a dialog's title and the menu's names wrap instead: an ellipsis does not excuse them.
      const wraps = el.closest('h1, .dialog-title, .footer-tab') !== null;
      if (
        ((past && !ellipsis) || (pastSideways && wraps)) &&
        !isAllowed(a) &&
        !isAllowed(el) &&
        !clippedReported.has(el)
      ) {
        clippedReported.add(el);
        report(ellipsis ? 'title cut with an ellipsis' : 'text clipped', el, ` (by ${describe(a)})`);
      }
      if (clipX) Object.assign(cut, { left: Math.max(cut.left, inner.left), right: Math.min(cut.right, inner.right) });
      if (clipY) Object.assign(cut, { top: Math.max(cut.top, inner.top), bottom: Math.min(cut.bottom, inner.bottom) });
      box = {
        left: Math.max(box.left, inner.left),
        top: Math.max(box.top, inner.top),
        right: Math.min(box.right, inner.right),
        bottom: Math.min(box.bottom, inner.bottom),
      };
    }
    if (layer && style(layer).position === 'fixed' && (box.bottom > viewHeight + 1 || box.top < -1)) {
      report('text cut by the screen edge', el);
    }
    for (const r of rects) {
      const line = {
        el,
        layer,
        left: Math.max(r.left, cut.left),
        top: Math.max(r.top, cut.top),
        right: Math.min(r.right, cut.right),
        bottom: Math.min(r.bottom, cut.bottom),
      };
      // A line mostly cut away is one a line clamp hides (only the top of its box peeks past the last shown line).
      const shown = line.bottom - line.top;
      if (line.right - line.left > 0.5 && shown > 0.5 && shown >= 0.35 * (r.bottom - r.top)) lines.push(line);
    }
  }

  // Lines of different elements over each other (rows of one line box may touch: Noto's ascent and
  // descent are taller than a tight line height, so a third of a line's height is tolerated).
  lines.sort((a, b) => a.top - b.top);
  const overlapping = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom; j++) {
      const b = lines[j]!;
      if (a.el === b.el || a.layer !== b.layer) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      const tolerated = Math.max(2, 0.35 * Math.min(a.bottom - a.top, b.bottom - b.top));
      if (across < 2 || down < tolerated) continue;
      const key = `${describe(a.el)} / ${describe(b.el)}`;
      if (overlapping.has(key) || isAllowed(a.el) || isAllowed(b.el)) continue;
      overlapping.add(key);
      found.push({ kind: 'text overlaps', element: key, detail: `${textOf(a.el)} / ${textOf(b.el)}` });
    }
  }

  found.push(...covered(lines.filter((l) => l.layer === null)));

  // Bars that stay over the page while it scrolls must hide what passes under them.
  for (const el of all) {
    const s = style(el);
    // A bar of words: a header, a menu, tabs (a sticky map draws its own ground).
    const bar =
      (s.position === 'sticky' || s.position === 'fixed') &&
      el.matches('header, footer, nav, [role="navigation"], [role="tablist"], :has(> h1, > nav)');
    if (!bar || !visible(el) || isAllowed(el)) continue;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(s.backgroundColor);
    // A gradient that fades in (a bottom bar of actions) is drawn on purpose.
    const seeThrough =
      (s.backgroundColor === 'transparent' || (alpha && Number(alpha[1]) < 1)) &&
      s.backgroundImage === 'none' &&
      s.backdropFilter === 'none';
    if (seeThrough) report('see-through bar', el, ` (background ${s.backgroundColor})`);
  }
  return found;

  /** Fixed elements over what they hide at rest, over each other, and a dialog's actions out of sight. */
  function covered(text: Array<{ el: Element; left: number; top: number; right: number; bottom: number }>) {
    const out: Finding[] = [];
    const area = (a: Box, b: Box) => ({
      across: Math.min(a.right, b.right) - Math.max(a.left, b.left),
      down: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
    });
    if (inDialog) {
      const actions = scope.querySelector('.dialog-actions');
      const r = actions?.getBoundingClientRect();
      const frame = scope.getBoundingClientRect();
      if (actions && r && r.height > 0 && (r.bottom > Math.min(viewHeight, frame.bottom) + 1 || r.top < -1))
        out.push({
          kind: 'actions out of sight',
          element: describe(actions),
          detail: `${textOf(actions)} (${Math.round(r.top)}-${Math.round(r.bottom)} in a ${viewHeight} px screen)`,
        });
    }
    const container = (el: Element) => el.matches('.dialog-backdrop, .loading-overlay, .skip-links, .toast-region');
    const fixed = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        style(el).position === 'fixed' &&
        !container(el) &&
        visible(el) &&
        el.getBoundingClientRect().height > 0 &&
        !el.closest('[role="dialog"]'),
    );
    // A sample toast where one would land, if none shows now.
    const region = document.querySelector('.toast-region');
    let probe: HTMLElement | null = null;
    if (region && region.childElementCount === 0) {
      probe = Object.assign(document.createElement('div'), { className: 'toast' });
      probe.append(Object.assign(document.createElement('span'), { textContent: '✓ toast' }));
      region.append(probe);
    }
    const toasts = [...document.querySelectorAll('.toast-region > *')];
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      const under = [...fixed, ...(inDialog ? [...scope.querySelectorAll('.dialog-actions .button')] : [])];
      for (const el of under) {
        const { across, down } = area(t, el.getBoundingClientRect());
        if (across > 2 && down > 2)
          out.push({ kind: 'covers', element: `toast / ${describe(el)}`, detail: `a toast over ${textOf(el)}` });
      }
    }
    probe?.remove();
    if (inDialog) return out;
    const scrollTop = document.scrollingElement?.scrollTop ?? 0;
    const scrollEnd = Math.max(0, (document.scrollingElement?.scrollHeight ?? 0) - viewHeight);
    const inBar = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement)
        if (style(a).position === 'fixed' || style(a).position === 'sticky') return true;
      return false;
    };
    const controls = [
      ...scope.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]'),
    ].filter((el) => visible(el) && !inBar(el) && !isAllowed(el) && el.getBoundingClientRect().height > 0);
    const seen = new Set<string>();
    for (const bar of fixed) {
      const b = bar.getBoundingClientRect();
      // Where the page stands when the bar hides the least: scrolled to its end under a bottom bar.
      const shift = b.top + b.bottom > viewHeight ? -(scrollEnd - scrollTop) : scrollTop;
      const hidden = [
        ...text.map((l) => ({ el: l.el, box: l, least: Math.max(2, 0.35 * (l.bottom - l.top)) })),
        ...controls.map((el) => ({ el, box: el.getBoundingClientRect() as Box, least: 4 })),
      ];
      for (const { el, box, least } of hidden) {
        if (bar.contains(el)) continue;
        const moved = { left: box.left, right: box.right, top: box.top + shift, bottom: box.bottom + shift };
        const { across, down } = area(b, moved);
        const key = `${describe(bar)} / ${describe(el)}`;
        if (across < 2 || down < least || seen.has(key)) continue;
        seen.add(key);
        out.push({ kind: 'covers', element: key, detail: `${textOf(bar)} over ${textOf(el)}` });
      }
      for (const other of fixed) {
        if (other === bar || bar.contains(other) || other.contains(bar)) continue;
        const { across, down } = area(b, other.getBoundingClientRect());
        const key = [describe(bar), describe(other)].sort().join(' / ');
        if (across < 2 || down < 2 || seen.has(key)) continue;
        seen.add(key);
        out.push({ kind: 'covers', element: key, detail: `${textOf(bar)} / ${textOf(other)}` });
      }
    }
    return out;
  }
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
