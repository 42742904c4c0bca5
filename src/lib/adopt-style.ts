/**
 * Puts a stylesheet into the page once, as a <style> element. The build turns each
 * `*.lazy.module.css` import into a call to this with the module's CSS (vite.config.ts
 * lazyCssModules), so styles of code that loads after first paint (the play on ライブ, the print
 * page) arrive with that code instead of in the app's one stylesheet that every first load fetches
 * (docs/performance.md).
 */
const adopted = new Set<string>();

export function adoptStyle(css: string): void {
  if (adopted.has(css) || typeof document === 'undefined') return;
  adopted.add(css);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
