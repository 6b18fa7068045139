/** Ratios travel as parts per million (1,000,000 = 100 %). */
export const PPM = 1_000_000;

/** 510000 → "51%", 333333 → "33.33%", 1 → "<0.01%", 0 → "0%". */
export function ratioText(ppm: number): string {
  if (ppm > 0 && ppm < 100) return '<0.01%';
  return `${Number(((ppm / PPM) * 100).toFixed(2))}%`;
}
