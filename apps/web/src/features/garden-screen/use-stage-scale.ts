import { useSyncExternalStore } from 'react';

/** The screen is laid out for 1920 × 1080 and scaled to fit the window whole. */
export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

/**
 * The scale at which the whole 1920 × 1080 stage fits a `width` × `height` window: the smaller of the
 * two ratios, so a 16:10 screen (1440 × 900, 1280 × 800) shows all of it with bands above and below,
 * and a screen larger than 1920 × 1080 enlarges it.
 */
export function stageScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(width / STAGE_WIDTH, height / STAGE_HEIGHT);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}
const snapshot = () => stageScale(window.innerWidth, window.innerHeight);

export function useStageScale(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1);
}
