import type { ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A lazily loaded component that draws with MUI, given MUI's theme (components/mui-scope.tsx), for
 * `lazy()`. The scope loads alongside the component: public pages, drawn with plain CSS, pay for
 * MUI only when they open something that uses it (a form, a dialog, a staff page).
 */
export function withMui<P extends object>(load: () => Promise<Module<P>>): () => Promise<Module<P>> {
  return () =>
    Promise.all([load(), import('./mui-scope')]).then(([{ default: Inner }, { default: Scope }]) => ({
      default: (props: P) => (
        <Scope>
          <Inner {...props} />
        </Scope>
      ),
    }));
}
