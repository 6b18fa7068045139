import { useSyncExternalStore } from 'react';

/** The screen is laid out for 1920 × 1080 and scaled to fit the window (never above 1). */
export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}
const snapshot = () => Math.min(1, window.innerWidth / STAGE_WIDTH, window.innerHeight / STAGE_HEIGHT);

export function useStageScale(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1);
}
