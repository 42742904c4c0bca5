import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMediaQueryList } from './media';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; the shell asks it whether the screen is small (app/shell). As a browser
// whose window matches no media query: a wide screen.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false);
