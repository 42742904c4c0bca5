import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Lists longer than this are drawn a window at a time. 2,000 applications as full table rows
 * (switches, menus) took seconds to draw and hundreds of ms per keystroke of the search; a window
 * keeps both to what fits the screen. Shorter lists are drawn whole, as before.
 */
export const WINDOW_FROM = 50;
/** Rows drawn beyond the screen at each end, so quick scrolling and Tab find them ready. */
const OVERSCAN = 8;

export interface WindowedList<T extends HTMLElement> {
  /** Put on the element that holds the rows (a table body, a list) as its ref: where the list starts. */
  listRef: (element: T | null) => void;
  /** The indexes of the rows to draw, in order. */
  indexes: number[];
  /** Heights (px) of the space that stands for the rows not drawn, above and below them. */
  before: number;
  after: number;
  /** Put on each row with `data-index={index}`, so real heights replace the estimate. */
  measure: ((element: Element | null) => void) | undefined;
  windowed: boolean;
}

/**
 * A long list in the page's own scroll (no inner scroll box: the table still scrolls sideways,
 * the page down), drawn a window at a time; whole when printing, so paper gets every row.
 */
export function useWindowedList<T extends HTMLElement>(count: number, estimateSize: number): WindowedList<T> {
  const [list, listRef] = useState<T | null>(null);
  const [printing, setPrinting] = useState(false);
  const [scrollMargin, setScrollMargin] = useState(0);
  const windowed = count > WINDOW_FROM && !printing;

  useEffect(() => {
    // flushSync: the browser takes its print snapshot right after beforeprint.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  // Where the list starts in the page; what is above it (filters, notes) can change its place.
  useLayoutEffect(() => {
    if (!list || !windowed) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, windowed]);

  const virtualizer = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: () => estimateSize,
    // A row not laid out (a hidden tab, a test's DOM) measures 0: keep the estimate, or every row
    // would seem to fit on the screen at once.
    measureElement: (element) => element.getBoundingClientRect().height || estimateSize,
    overscan: OVERSCAN,
    // Re-render in React's own time rather than synchronously inside every scroll event.
    useFlushSync: false,
    scrollMargin,
  });

  if (!windowed) {
    return {
      listRef,
      indexes: Array.from({ length: count }, (_, i) => i),
      before: 0,
      after: 0,
      measure: undefined,
      windowed,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    listRef,
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
    windowed,
  };
}
