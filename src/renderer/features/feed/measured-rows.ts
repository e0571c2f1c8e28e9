import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * Rows kept in the DOM beyond the screen, above and below it: none until the reader first scrolls
 * or presses a key, so the first screen draws and lays out only what it shows (on a phone each
 * card's first layout is a long task, and a visitor who only looks never needs the rest); a key
 * counts as a scroll, so Tab from the last card on the screen finds the next one. Then the window
 * grows a step at a time, each step a short task, not one that draws a dozen cards at once.
 */
const OVERSCAN_PX = 900;
const OVERSCAN_STEP_PX = 150;
const GROW_EVERY_MS = 50;
const READER_MOVES = ['scroll', 'keydown'] as const;

export interface RowWindow {
  /** The rows in the DOM: from `first` up to, not including, `last`. */
  first: number;
  last: number;
  /** The space standing in for the rows above and below them. */
  before: number;
  after: number;
  /** The ref of each row's measured element, which carries its index in `data-row`. */
  measure(el: HTMLElement | null): void;
}

/**
 * A window over `rows` rows of any height in a list that scrolls with the page: only the rows
 * near the screen are in the DOM, and each is measured as it is drawn (text, fonts, zoom, a
 * picture's count), so nothing rests on a height guessed in advance. A row never drawn counts
 * as the mean of those measured (`estimate` before any is); when it is drawn, its real height
 * replaces the guess and the browser's scroll anchoring keeps what is on screen in place.
 * `layout` names the arrangement (the number of columns): a new one forgets every height.
 */
export function useMeasuredRows(list: HTMLElement | null, rows: number, estimate: number, layout: number): RowWindow {
  const heights = useRef<number[]>([]);
  const [version, setVersion] = useState(0);
  // The first row with the screen around it (it never shows without its posts), the others once
  // the list is placed, after that screen has been drawn (below).
  const [range, setRange] = useState({ first: 0, last: 1 });
  const placed = useRef(false);
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let step = 0;
    const grow = () => {
      if (stopped) return;
      step += 1;
      setOverscan(Math.min(OVERSCAN_PX, step * OVERSCAN_STEP_PX));
      if (step * OVERSCAN_STEP_PX < OVERSCAN_PX) timer = setTimeout(grow, GROW_EVERY_MS);
    };
    const start = () => {
      for (const event of READER_MOVES) window.removeEventListener(event, start);
      grow();
    };
    for (const event of READER_MOVES) window.addEventListener(event, start, { passive: true });
    return () => {
      stopped = true;
      for (const event of READER_MOVES) window.removeEventListener(event, start);
      clearTimeout(timer);
    };
  }, []);

  // A new arrangement forgets the heights measured in the old one (none yet at the first).
  const measuredLayout = useRef(layout);
  useLayoutEffect(() => {
    if (measuredLayout.current === layout) return;
    measuredLayout.current = layout;
    heights.current = [];
    setVersion((v) => v + 1);
  }, [layout]);

  const offsets = useMemo(() => {
    const known = heights.current.filter((h) => h !== undefined);
    const guess = known.length ? known.reduce((a, b) => a + b, 0) / known.length : estimate;
    const at = [0];
    for (let i = 0; i < rows; i++) at.push(at[i]! + (heights.current[i] ?? guess));
    return at;
  }, [rows, estimate, version]); // eslint-disable-line react-hooks/exhaustive-deps -- version stands for the measured heights, kept in a ref

  // Made in an effect, not during render: a disconnected one (React's strict double run) is replaced.
  const [observer, setObserver] = useState<ResizeObserver | null>(null);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const watcher = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        // A row scrolled out of the window is gone from the DOM and measures nothing.
        if (!el.isConnected) {
          watcher.unobserve(el);
          continue;
        }
        const row = Number(el.dataset.row);
        const height = el.getBoundingClientRect().height;
        if (Number.isInteger(row) && height > 0 && heights.current[row] !== height) {
          heights.current[row] = height;
          changed = true;
        }
      }
      if (changed) setVersion((v) => v + 1);
    });
    setObserver(watcher);
    return () => watcher.disconnect();
  }, []);

  const measure = useCallback((el: HTMLElement | null) => el && observer?.observe(el), [observer]);

  useLayoutEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      frame = 0;
      if (!list) return;
      placed.current = true;
      // Where the page's screen lies, in the list's own coordinates.
      const top = -list.getBoundingClientRect().top - overscan;
      const bottom = top + window.innerHeight + 2 * overscan;
      const first = Math.max(0, firstBelow(offsets, top) - 1);
      let last = first;
      while (last < rows && offsets[last]! < bottom) last++;
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    // At the next frame, where the browser lays the page out anyway: read now, the layout of a
    // screen of cards would run inside the task that drew them, one long task instead of two.
    // The rows after the first wait for the frame after the screen around them (header, banners)
    // is drawn, and are drawn in a task of their own: on a phone the screen's first paint, its
    // other cards and the layout of each are four short tasks, not one long one (blocking time).
    if (placed.current) schedule();
    else frame = requestAnimationFrame(() => (timer = setTimeout(place)));
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list, offsets, rows, overscan]);

  const first = Math.min(range.first, rows);
  const last = Math.min(range.last, rows);
  return { first, last, before: offsets[first]!, after: offsets[rows]! - offsets[last]!, measure };
}

/** The index of the first row whose bottom lies below `y` (offsets are the rows' tops, then the end). */
function firstBelow(offsets: number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1]! > y) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** How many columns of at least `minEm` (in the list's text size, `gapPx` between them) its width holds. */
export function useColumns(list: HTMLElement | null, minEm: number, gapPx: number): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    if (!list) return;
    const fit = () => {
      const minPx = minEm * parseFloat(getComputedStyle(list).fontSize);
      setColumns(Math.max(1, Math.floor((list.clientWidth + gapPx) / (minPx + gapPx))));
    };
    // The observer answers once the list is laid out (at once when observed): no layout forced here.
    if (typeof ResizeObserver === 'undefined') return fit();
    const watcher = new ResizeObserver(fit);
    watcher.observe(list);
    return () => watcher.disconnect();
  }, [list, minEm, gapPx]);
  return columns;
}
