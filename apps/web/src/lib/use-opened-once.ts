import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog loaded on demand is mounted when first
 * opened and then stays mounted, so its closing animation plays.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
