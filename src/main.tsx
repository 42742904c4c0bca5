import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { loadWebFont } from './app/web-font';
import { firestoreOrigin } from './config/env';

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

loadWebFont();
