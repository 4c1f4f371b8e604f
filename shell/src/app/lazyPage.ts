import { lazy, type ComponentType } from "react";

/**
 * A page as its own chunk, loaded when its route first renders (the form libraries, zod and the
 * contracts come only with the pages that use them). `preload()` starts the download early; the
 * signed-out site calls it for the first page before hydrating the prerendered HTML. Once loaded,
 * the page renders without suspending (React.lazy reads a settled thenable synchronously), so
 * hydration and later visits show no fallback.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  type Loaded = { default: ComponentType<P> };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = { default: component })));
  const settled = (value: Loaded) => ({ then: (resolve: (v: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
