/** Who may open the browser's developer tools (both specs §6): listed ids and local hosts. */
export interface DevToolsExemptions {
  agentIds: readonly number[];
  drightIds: readonly number[];
  departmentIds: readonly number[];
  hosts: readonly string[];
}

export interface DevToolsUser {
  usr_agent_id?: number | null;
  sys_dright_id?: number | null;
  sys_department_id?: number | null;
}

export function isDevToolsExempt(
  user: DevToolsUser | null,
  host: string,
  exempt: DevToolsExemptions,
): boolean {
  if (exempt.hosts.includes(host)) return true;
  if (!user) return false;
  const has = (list: readonly number[], id: number | null | undefined) => id != null && list.includes(id);
  return (
    has(exempt.agentIds, user.usr_agent_id) ||
    has(exempt.drightIds, user.sys_dright_id) ||
    has(exempt.departmentIds, user.sys_department_id)
  );
}

/** A place where typing is allowed (inputs, text areas, editable content): never blocked. */
export function isTextInput(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag === 'input') {
    const type = ((element as HTMLInputElement).type || 'text').toLowerCase();
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
      type,
    );
  }
  return element.isContentEditable === true;
}

/** Whether an event must be cancelled: F12 or the context menu, outside text inputs, for a non-exempt user. */
export function shouldBlockDevTools(
  event: { type: string; key?: string; target: EventTarget | null },
  exempt: boolean,
): boolean {
  if (exempt || isTextInput(event.target)) return false;
  if (event.type === 'contextmenu') return true;
  return event.type === 'keydown' && event.key === 'F12';
}
