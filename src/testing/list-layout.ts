import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so a keyboard drag (components/sortable-list) would see every row at 0:
 * give each list item (`li`) a `slot`-pixel slot by its place in its list and `height` pixels, as a
 * browser would, and anything else a 300×400 box. Returns the spy: restore it when the test ends.
 */
export function layOutListItems(slot: number, height: number) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = row ? index * slot : 0;
    const boxHeight = row ? height : 400;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + boxHeight,
      width: 300,
      height: boxHeight,
      toJSON: () => ({}),
    };
  });
}
