import { lazy, Suspense, useState, type ComponentType } from 'react';

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const openProp = (props: object) => (props as { open?: unknown }).open === true;

/**
 * A dialog whose code loads the first time it opens (its tables, forms and steps stay off the page
 * until then); once loaded it stays mounted, so its closing animation plays as before. `isOpen`
 * reads whether the props open it (by default their `open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = openProp,
) {
  const Chunk = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}
