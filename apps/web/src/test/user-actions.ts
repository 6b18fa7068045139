import { act, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Puts `value` into `input` in one paste (antd validates on every typed key, which is slow). */
export async function pasteInto(
  actor: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  value: string,
) {
  await actor.click(input);
  await actor.paste(value);
}

/** Advances fake timers by `ms` and lets React settle what they fired. */
export async function advanceTimers(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Opens the antd Select labelled `label` inside `root` and picks `option` from its drop-down. */
export async function chooseOption(
  actor: ReturnType<typeof userEvent.setup>,
  root: HTMLElement,
  label: string,
  option: string,
) {
  await actor.click(within(root).getByRole('combobox', { name: label }));
  // the drop-down is rendered in a portal under document.body, not inside `root`
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await actor.click(item);
}
