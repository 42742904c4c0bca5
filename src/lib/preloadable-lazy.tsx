import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the code; resolves once a render will no longer suspend on it. */
  preload(): Promise<void>;
};

/**
 * React.lazy that renders at once when its code is already loaded. React.lazy suspends on its first
 * render even then, so the Suspense fallback is committed, and React 19 holds the content back
 * until 300 ms after a fallback appeared (it throttles reveals so content does not pop in piece by
 * piece): every page opened from its URL painted its content ~300 ms late. With the code preloaded
 * (main.tsx waits for the opened page's), the first paint is the page itself.
 */
export function preloadableLazy<P extends object>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed chunk (a network hiccup) may be asked for again by the next visit to the page.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
