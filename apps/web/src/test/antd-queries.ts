import { screen, within } from '@testing-library/react';

// Text queries, not role queries: role queries walk the whole antd tree and are slow under jsdom.

/** The buttons whose whole label is `text`, however antd spaces it (it writes two-character labels as 提 交). */
export function buttons(text: string, root: HTMLElement = document.body): HTMLElement[] {
  const pattern = new RegExp(`^${[...text].join('\\s*')}$`);
  return within(root)
    .queryAllByText(pattern)
    .map((el) => el.closest('button'))
    .filter((el): el is HTMLButtonElement => el !== null);
}

/** The first button labelled `text` (see `buttons`); throws when there is none. */
export function button(text: string, root: HTMLElement = document.body): HTMLElement {
  const found = buttons(text, root)[0];
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** The 确定 button of a dialog; throws unless there is exactly one. */
export function okButton(dialog: HTMLElement): HTMLElement {
  const found = within(dialog)
    .getByText(/^确\s*定$/)
    .closest('button');
  if (!found) throw new Error('no 确定 button');
  return found;
}

/** The table row that shows `text`. */
export function tableRow(text: string): HTMLElement {
  const row = screen.getByText(text).closest<HTMLElement>('tr');
  if (!row) throw new Error(`no table row shows ${text}`);
  return row;
}
