/** Loads the page again, into the version the worker now serves (its own module: tests replace it). */
export function reloadPage(): void {
  window.location.reload();
}
