import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '@/testing/media';
import { useHideOnScroll } from '../shell/use-hide-on-scroll';

function screenIsSmall(small: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => fakeMediaQueryList(query, small));
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('top bar hides on scroll (docs/product.md)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('on a small screen slides away once scrolled down past 40 px, and returns on scrolling up', () => {
    screenIsSmall(true);
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(30);
    expect(result.current).toBe(false);
    scrollTo(120);
    expect(result.current).toBe(true);
    scrollTo(90);
    expect(result.current).toBe(false);
  });

  it('stays on a wide screen', () => {
    screenIsSmall(false);
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(400);
    expect(result.current).toBe(false);
  });
});
