import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { usePageRecord } from '@/shared/head/PageMeta';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

const registry = new Map<string, LazyPage<never>>();

/**
 * A page whose code is its own chunk, loaded when the page is first shown ('only the code of the route
 * shown is loaded first'). On the server each page shown is recorded by name; the browser preloads those
 * before it hydrates (see preloadPages), so the first client render is the server's markup, not a fallback.
 * The Suspense boundary is the same on both sides, so hydration finds the tree it expects.
 */
export function lazyPage<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPage<P> {
  if (registry.has(name)) throw new Error(`Two lazy pages are called ${name}.`);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  function Page(props: P) {
    const record = usePageRecord();
    record?.pages.add(name);
    // Code loaded before this page first rendered (preloaded for hydration) renders directly: React.lazy would
    // suspend once more even for loaded code. Chosen once per page: switching from Lazy to the loaded
    // component later would be another component type to React, which would remount the page and lose its
    // state (an open drawer, a chosen filter).
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  Page.preload = preload;
  registry.set(name, Page as LazyPage<never>);
  return Page;
}

/** Loads the code of the pages a server render showed (unknown names are ignored: another build's). */
export async function preloadPages(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => registry.get(name)?.preload()));
}
