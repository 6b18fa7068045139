import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}
const snapshot = () => Boolean(document.fullscreenElement);

/** Whether the page is in full screen (Fullscreen API), and a toggle; follows Esc and F11 exits. */
export function useFullScreen(): { active: boolean; supported: boolean; toggle: () => void } {
  const active = useSyncExternalStore(subscribe, snapshot, () => false);
  const supported = typeof document.documentElement.requestFullscreen === 'function';
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  }, []);
  return { active, supported, toggle };
}
