import { Select, type SelectProps } from 'antd';
import type { TeamMember } from '@qishu/contract';
import { AssignTexts as T } from './assign-texts.ts';

/** How a member reads in the list: with their load (open leads / capacity) or their department. */
export type MemberShown = 'load' | 'department';

function memberOption(m: TeamMember, shown: MemberShown) {
  return shown === 'load'
    ? {
        value: m.sys_user_id,
        label: T.memberOption(m.realname, m.open_leads, m.capacity),
        // a member whose capacity is full takes no more leads
        disabled: m.capacity !== null && m.open_leads >= m.capacity,
      }
    : {
        value: m.sys_user_id,
        label: m.department_name ? `${m.realname}（${m.department_name}）` : m.realname,
      };
}

/**
 * A member of the team to give leads to (分发's 接收成员, a rule's 分配给): searchable by name, loading
 * while the team loads. Inside a Form.Item it takes the item's value, onChange and id.
 */
export function MemberSelect({
  team,
  shown,
  ...rest
}: Omit<SelectProps<number>, 'options' | 'loading'> & {
  team: { data?: TeamMember[] | undefined; isPending: boolean };
  shown: MemberShown;
}) {
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={T.memberPlaceholder}
      {...rest}
      loading={team.isPending}
      options={(team.data ?? []).map((m) => memberOption(m, shown))}
    />
  );
}
