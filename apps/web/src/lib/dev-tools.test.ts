import { describe, expect, it } from 'vitest';
import { isDevToolsExempt, shouldBlockDevTools, type DevToolsExemptions } from './dev-tools.ts';

const exemptions: DevToolsExemptions = {
  agentIds: [100],
  drightIds: [333],
  departmentIds: [9],
  hosts: ['127.0.0.1', 'localhost'],
};

describe('developer-tool exemption', () => {
  it('local hosts are exempt, even without a user', () => {
    expect(isDevToolsExempt(null, 'localhost', exemptions)).toBe(true);
    expect(isDevToolsExempt(null, '127.0.0.1', exemptions)).toBe(true);
    expect(isDevToolsExempt(null, 'qishu.example.com', exemptions)).toBe(false);
  });
  it('listed agent, dright and department ids are exempt', () => {
    const host = 'qishu.example.com';
    expect(isDevToolsExempt({ usr_agent_id: 100 }, host, exemptions)).toBe(true);
    expect(isDevToolsExempt({ usr_agent_id: 1, sys_dright_id: 333 }, host, exemptions)).toBe(true);
    expect(isDevToolsExempt({ usr_agent_id: 1, sys_department_id: 9 }, host, exemptions)).toBe(true);
    expect(
      isDevToolsExempt({ usr_agent_id: 1, sys_dright_id: null, sys_department_id: null }, host, exemptions),
    ).toBe(false);
  });
});

describe('what is blocked', () => {
  const div = document.createElement('div');
  const input = document.createElement('input');
  const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
  const textarea = document.createElement('textarea');

  it('F12 and the context menu outside text inputs', () => {
    expect(shouldBlockDevTools({ type: 'keydown', key: 'F12', target: div }, false)).toBe(true);
    expect(shouldBlockDevTools({ type: 'contextmenu', target: div }, false)).toBe(true);
    expect(shouldBlockDevTools({ type: 'contextmenu', target: checkbox }, false)).toBe(true);
  });
  it('not other keys, not inside text inputs, not for exempt users', () => {
    expect(shouldBlockDevTools({ type: 'keydown', key: 'F5', target: div }, false)).toBe(false);
    expect(shouldBlockDevTools({ type: 'keydown', key: 'F12', target: input }, false)).toBe(false);
    expect(shouldBlockDevTools({ type: 'contextmenu', target: textarea }, false)).toBe(false);
    expect(shouldBlockDevTools({ type: 'keydown', key: 'F12', target: div }, true)).toBe(false);
  });
});
