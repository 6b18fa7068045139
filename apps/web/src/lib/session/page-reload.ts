/** Reloads the page; tests replace `run` (jsdom cannot reload). */
export const pageReload = {
  run: (): void => window.location.reload(),
};
