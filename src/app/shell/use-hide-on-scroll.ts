import { useEffect, useState } from 'react';
import { BREAKPOINTS, TOPBAR_HIDE_THRESHOLD } from '@/config/design';

/** Below MUI's `sm` breakpoint: the same query MUI's `down('sm')` asks. */
const SMALL_SCREEN = `(max-width: ${BREAKPOINTS.sm - 0.05}px)`;

/**
 * Whether the top bar should slide away: on small screens, once the page scrolls down past 40 px
 * (docs/product.md); scrolling up brings it back, as MUI's useScrollTrigger did.
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const small = window.matchMedia(SMALL_SCREEN);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== last) setHidden(small.matches && y > last && y > TOPBAR_HIDE_THRESHOLD);
      last = y;
    };
    const onResize = () => {
      if (!small.matches) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    small.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      small.removeEventListener('change', onResize);
    };
  }, []);
  return hidden;
}
