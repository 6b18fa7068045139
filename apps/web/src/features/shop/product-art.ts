/**
 * The rotating card backgrounds project1 … project20 (data-shop.md §2), drawn as SVG patterns in
 * code: a two-colour gradient, a repeating motif and one large accent shape.
 */
export const PRODUCT_ART_COUNT = 20;

const WIDTH = 400;
const HEIGHT = 160;

/** Gradient start and end of each picture; calm business colours with enough contrast for white text. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#1d4ed8', '#3b82f6'],
  ['#0f766e', '#14b8a6'],
  ['#4338ca', '#818cf8'],
  ['#0369a1', '#38bdf8'],
  ['#6d28d9', '#a78bfa'],
  ['#1e3a8a', '#2563eb'],
  ['#047857', '#34d399'],
  ['#b45309', '#f59e0b'],
  ['#be123c', '#fb7185'],
  ['#334155', '#64748b'],
  ['#0e7490', '#22d3ee'],
  ['#7e22ce', '#c084fc'],
  ['#1e40af', '#60a5fa'],
  ['#155e75', '#06b6d4'],
  ['#c2410c', '#fb923c'],
  ['#3730a3', '#6366f1'],
  ['#065f46', '#10b981'],
  ['#1f2937', '#4b5563'],
  ['#a21caf', '#e879f9'],
  ['#075985', '#0ea5e9'],
];

interface Motif {
  width: number;
  height: number;
  body: string;
}

const LINE = 'fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="1.2"';
const FILL = 'fill="#fff" fill-opacity="0.16"';

/** Ten repeating motifs; each is used with two palettes. */
const MOTIFS: readonly Motif[] = [
  { width: 16, height: 16, body: `<circle cx="8" cy="8" r="1.6" ${FILL}/>` },
  { width: 12, height: 12, body: `<path d="M-3 3L3-3M0 12L12 0M9 15L15 9" ${LINE}/>` },
  { width: 24, height: 24, body: `<path d="M24 0H0V24" ${LINE}/>` },
  { width: 20, height: 20, body: `<path d="M10 6v8M6 10h8" ${LINE}/>` },
  { width: 40, height: 16, body: `<path d="M0 8Q10 0 20 8T40 8" ${LINE}/>` },
  { width: 20, height: 20, body: `<path d="M0 20L10 2L20 20Z" ${FILL}/>` },
  { width: 24, height: 24, body: `<circle cx="12" cy="12" r="6" ${LINE}/>` },
  { width: 20, height: 12, body: `<path d="M0 10L5 4L10 10L15 4L20 10" ${LINE}/>` },
  { width: 18, height: 18, body: `<rect x="5" y="5" width="8" height="8" rx="1" ${FILL}/>` },
  { width: 28, height: 24, body: `<path d="M7 0L21 0L28 12L21 24L7 24L0 12Z" ${LINE}/>` },
];

/** A large accent that differs between the first and the second use of a motif. */
function accent(variant: number): string {
  if (variant === 0) {
    return `<circle cx="${WIDTH - 60}" cy="20" r="96" fill="#fff" fill-opacity="0.09"/>`;
  }
  // A rising line chart, a nod to the data behind every product.
  return `<path d="M0 140L70 118L140 126L210 92L280 100L350 58L400 64" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-linejoin="round"/>`;
}

function cyclic<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function drawProjectArt(index: number): string {
  const [from, to] = cyclic(PALETTES, index);
  const motif = cyclic(MOTIFS, index);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="p" width="${motif.width}" height="${motif.height}" patternUnits="userSpaceOnUse">${motif.body}</pattern>` +
    `</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)"/>` +
    accent(Math.floor(index / MOTIFS.length)) +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const projectArts: readonly string[] = Array.from({ length: PRODUCT_ART_COUNT }, (_, i) => drawProjectArt(i));

/** projectN for N in 1…20, as an image URL. */
export function projectArt(n: number): string {
  return cyclic(projectArts, (((n - 1) % PRODUCT_ART_COUNT) + PRODUCT_ART_COUNT) % PRODUCT_ART_COUNT);
}

/** The art of the card at a position in the whole list (0-based); it rotates through all twenty. */
export function productArtForIndex(index: number): string {
  return projectArt((index % PRODUCT_ART_COUNT) + 1);
}
