import { preloadModules, takeAfterPaintPreloads } from './after-paint-preloads.ts';
import { holdPictureClicks } from './picture-clicks.ts';
import { FIRST_SCREEN_PICTURE_ATTRIBUTE as PICTURE_ATTRIBUTE } from '@qishu/contract/first-screen-markers';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Resolves once the browser has shown what the HTML holds: its first contentful paint as the browser
 * reports it (after the frame is on screen, not merely drawn), else two frames; at the latest after a
 * second (a tab in the background paints nothing, and must still start).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 1_000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

// A shop landing page arrives with its first screen drawn by the server (http/first-screen.ts): it is
// painted before the app's code is fetched and run (a few hundred milliseconds of script on a phone),
// not after. Every other page starts the app at once, its code preloaded by the HTML.
const pictured = container.hasAttribute(PICTURE_ATTRIBUTE);
// a click on the picture before the app has taken it over is made again once it has
const clicks = pictured ? holdPictureClicks(container) : undefined;
const started = () => {
  container.removeAttribute(PICTURE_ATTRIBUTE);
  clicks?.replay();
};
const preloads = takeAfterPaintPreloads();
/** Resolves in a task of its own: the work before it and after it are two tasks, not one long one. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

void (pictured ? afterFirstPaint() : Promise.resolve())
  .then(() => {
    preloadModules(preloads);
    // the app's code runs in two tasks rather than one (on a slow phone some 300 ms): React and the
    // libraries of the shared chunk first, then the app itself
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('./app/start.tsx'))
  .then(async ({ startApp }) => {
    // a drawn page's own parts that load on demand (the personal centre's sections) are in before the
    // app hydrates it: a part still loading when an update reaches its parent (a badge's count
    // arriving) is drawn afresh, its fallback first, instead of taken over
    if (pictured)
      await Promise.all(preloads.map((href) => import(/* @vite-ignore */ href).catch(() => null)));
    return startApp(container, pictured, started);
  });
