import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { gaMeasurementId } from '@/config/env';

export type SendPageView = (path: string) => void;

/** One page view per route change, skipping a repeat of the same path (docs/product.md). */
export function createPageViewTracker(send: SendPageView): SendPageView {
  let last: string | null = null;
  return (path) => {
    if (path === last) return;
    last = path;
    send(path);
  };
}

/** GA4 through react-ga4, loaded only when a measurement id is configured. */
function ga4Sender(measurementId: string): SendPageView {
  const ready = import('react-ga4').then(({ default: ReactGA }) => {
    ReactGA.initialize(measurementId);
    return ReactGA;
  });
  return (path) => void ready.then((ReactGA) => ReactGA.send({ hitType: 'pageview', page: path }));
}

export function usePageViews(measurementId = gaMeasurementId): void {
  const location = useLocation();
  const tracker = useRef<SendPageView | null>(null);
  useEffect(() => {
    if (!measurementId) return;
    tracker.current ??= createPageViewTracker(ga4Sender(measurementId));
    tracker.current(location.pathname);
  }, [location.pathname, measurementId]);
}
