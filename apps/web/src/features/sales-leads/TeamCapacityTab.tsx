import { useState } from 'react';
import { Button, Flex, InputNumber, Progress, Switch, Typography, type TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssignLimits, type TeamMember } from '@qishu/contract';
import { AssignTexts as T } from './assign-texts.ts';
import { assignApi, teamKey, useTeam } from './assign-api.ts';
import { QueryTable } from './TableEmpty.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

interface Draft {
  capacity: number | null;
  in_rotation: boolean;
}

/** How full a member is: a bar of open / capacity (the words say it too), or the count when unlimited. */
function Usage({ open, capacity }: { open: number; capacity: number | null }) {
  if (capacity === null) return <Typography.Text type="secondary">{T.usageUnlimited(open)}</Typography.Text>;
  const percent = capacity === 0 ? 100 : Math.min(100, Math.round((open / capacity) * 100));
  return (
    <Progress
      percent={percent}
      size="small"
      status={open >= capacity ? 'exception' : 'normal'}
      format={() => T.usageText(open, capacity)}
      style={{ minWidth: 160, marginBottom: 0 }}
      aria-label={`${T.usage} ${T.usageText(open, capacity)}`}
    />
  );
}

/**
 * 团队容量: each member's open leads, capacity (empty: 不限) and whether they take part in
 * round-robin; each row saves on its own (updateMember). Read-only without sale:deliver:assign.
 */
export function TeamCapacityTab({ canAssign }: { canAssign: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const team = useTeam();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const save = useMutation({
    mutationFn: (v: { id: number } & Draft) => assignApi.updateMember(v),
    onSuccess: async (out, v) => {
      void message.success(out.message);
      setDrafts(({ [v.id]: _saved, ...rest }) => rest);
      await client.invalidateQueries({ queryKey: teamKey });
    },
  });

  const draftOf = (m: TeamMember): Draft =>
    drafts[m.sys_user_id] ?? { capacity: m.capacity, in_rotation: m.in_rotation };
  const edit = (m: TeamMember, change: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [m.sys_user_id]: { ...draftOf(m), ...change } }));
  const dirty = (m: TeamMember) => {
    const d = drafts[m.sys_user_id];
    return d !== undefined && (d.capacity !== m.capacity || d.in_rotation !== m.in_rotation);
  };

  const columns: TableColumnsType<TeamMember> = [
    { title: T.memberName, dataIndex: 'realname', width: 120 },
    { title: T.department, dataIndex: 'department_name', render: (v: string | null) => v ?? T.none },
    {
      title: T.openLeads,
      dataIndex: 'open_leads',
      width: 110,
      align: 'right',
      render: (v: number) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v.toLocaleString('zh-CN')}</span>
      ),
    },
    {
      title: T.capacity,
      key: 'capacity',
      width: 140,
      render: (_v, m) => (
        <InputNumber<number>
          aria-label={T.capacityOf(m.realname)}
          placeholder={T.unlimited}
          min={0}
          max={AssignLimits.capacityMax}
          precision={0}
          disabled={!canAssign}
          value={draftOf(m).capacity}
          onChange={(v) => edit(m, { capacity: v ?? null })}
          style={{ width: 120 }}
        />
      ),
    },
    {
      title: T.rotation,
      key: 'in_rotation',
      width: 110,
      render: (_v, m) => (
        <Switch
          aria-label={T.rotationOf(m.realname)}
          checkedChildren={T.rotationOn}
          unCheckedChildren={T.rotationOff}
          disabled={!canAssign}
          checked={draftOf(m).in_rotation}
          onChange={(on) => edit(m, { in_rotation: on })}
        />
      ),
    },
    {
      title: T.usage,
      key: 'usage',
      width: 200,
      render: (_v, m) => <Usage open={m.open_leads} capacity={m.capacity} />,
    },
    ...(canAssign
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 90,
            render: (_v: unknown, m: TeamMember) => (
              <Button
                size="small"
                type={dirty(m) ? 'primary' : 'default'}
                disabled={!dirty(m)}
                loading={save.isPending && save.variables?.id === m.sys_user_id}
                aria-label={T.saveOf(m.realname)}
                onClick={() => save.mutate({ id: m.sys_user_id, ...draftOf(m) })}
              >
                {T.save}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {T.teamHint}
      </Typography.Paragraph>
      <QueryTable<TeamMember>
        query={team}
        failed={T.teamLoadFailed}
        retryText={T.retry}
        empty={T.teamEmpty}
        rowKey="sys_user_id"
        columns={columns}
        dataSource={team.data ?? []}
      />
    </Flex>
  );
}
