/**
 * Clicks on the server's picture of a page (main.tsx) before the app has taken it over: the picture
 * has no handlers, so a tap on a product card or a pager button would be lost. The last such click is
 * held and, once the app has taken the page over, made again on the same element of the app's page
 * (found by its place in the page, and only if it is still the same kind of element with the same
 * text: the same element where the app hydrated the picture, its twin where it drew the page anew).
 * Links are left alone: they work as links.
 */
export interface HeldClicks {
  /** Stops holding clicks and makes the held one, if any, on the app's page in `root`. */
  replay(): void;
}

/** The child positions leading from `root` down to `element`. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let at = element; at !== root && at.parentElement; at = at.parentElement)
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at;
}

export function holdPictureClicks(root: HTMLElement): HeldClicks {
  let held: { path: number[]; tag: string; text: string | null } | undefined;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest('a[href]')) return;
    event.preventDefault();
    held = { path: pathTo(root, event.target), tag: event.target.tagName, text: event.target.textContent };
  };
  root.addEventListener('click', onClick, true);
  return {
    replay() {
      root.removeEventListener('click', onClick, true);
      const target = held && elementAt(root, held.path);
      if (
        !(target instanceof HTMLElement) ||
        target.tagName !== held?.tag ||
        target.textContent !== held.text
      )
        return;
      // React hydrates the page's suspense boundaries one by one after its first commit: a click on
      // an element not hydrated yet reaches no handler, so the click waits for it (React marks the
      // elements it has hydrated with a `__reactFiber$…` property), for at most three seconds
      const hydrated = () => Object.keys(target).some((key) => key.startsWith('__reactFiber$'));
      const clickWhenHydrated = (triesLeft: number) => {
        if (hydrated() || triesLeft === 0) target.click();
        else setTimeout(() => clickWhenHydrated(triesLeft - 1), 50);
      };
      clickWhenHydrated(60);
    },
  };
}
