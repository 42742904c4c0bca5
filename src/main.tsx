import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { registerServiceWorker } from '@/app/pwa/register';
import { AppRoutes, loadPagesAt } from '@/app/router';
import { loadWebFont } from '@/app/web-font';
import { firestoreOrigin } from '@/config/env';
import { EARLY_READS } from '@/lib/firebase/public-reads';
import '@/styles/base.css';

// Every public page reads Firestore as soon as its code is in: open the connection meanwhile.
// Reads are CORS requests without credentials, hence `anonymous`, or the connection is not reused.
const preconnect = Object.assign(document.createElement('link'), {
  rel: 'preconnect',
  href: firestoreOrigin(),
  crossOrigin: 'anonymous',
});
document.head.append(preconnect);

// In a transition: React renders the app in slices of a few milliseconds and lets the browser
// breathe between them, instead of one long task that a phone's tap would wait behind.
const root = createRoot(document.getElementById('root') as HTMLElement);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
// A public page opened from its URL (the boot script started its reads, src/boot) has its code on
// the way already: render once it is in, so the first paint is the page (lib/preloadable-lazy).
// Other pages render at once, so a staff page's guard starts Auth alongside the page's code.
if (window[EARLY_READS]) void loadPagesAt(window.location.pathname).then(render);
else render();

loadWebFont();
registerServiceWorker();
