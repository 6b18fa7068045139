import type { Locator, Page } from 'playwright-core';

/** A button by its text, as antd renders it (a two-character label gets a space: 确 定). */
export const button = (scope: Page | Locator, text: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`) });

/**
 * Clicks a button of a dialog or popconfirm once it has stopped moving, and again should it still be
 * shown: under load a click during the zoom-in was seen lost (the run timed out waiting for what the
 * click does). A popconfirm stays in the page once closed: hidden is what is waited for.
 */
export async function confirmWith(confirm: Locator, name: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await confirm
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
      .catch(() => undefined);
    await button(confirm, name)
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    if (
      await confirm.waitFor({ state: 'hidden', timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`the confirm stayed open after 3 clicks on ${name}`);
}
