import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, Input, Radio, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MessageLimits, MessageTexts as M, MsgTarget, type MsgCate } from '@qishu/contract';
import { msgAgentOptionsQuery, msgUserOptionsQuery } from './messages-api.ts';
import { MessagesTexts as T } from './texts.ts';

/** Title, category and content: the fields every message and notice has. */
export function MessageBodyFields({ cates }: { cates: MsgCate[] }) {
  return (
    <>
      <Form.Item
        name="title"
        label={T.title}
        rules={[
          { required: true, whitespace: true, message: M.titleRequired },
          { max: MessageLimits.titleMax, message: M.titleMax },
        ]}
      >
        <Input maxLength={MessageLimits.titleMax} showCount />
      </Form.Item>
      <Form.Item
        name="sys_msg_cate_id"
        label={T.category}
        rules={[{ required: true, message: M.cateRequired }]}
      >
        <Select options={cates.map((c) => ({ value: c.sys_msg_cate_id, label: c.name }))} />
      </Form.Item>
      <Form.Item
        name="content"
        label={T.content}
        rules={[
          { required: true, whitespace: true, message: M.contentRequired },
          { max: MessageLimits.contentMax, message: M.contentMax },
        ]}
      >
        <Input.TextArea rows={6} maxLength={MessageLimits.contentMax} showCount />
      </Form.Item>
    </>
  );
}

/** Whom a message goes to: chosen users (search), chosen organisations, or everyone. */
export function ReceiverFields() {
  const target = Form.useWatch<string | undefined>('target');
  return (
    <>
      <Form.Item name="target" label={T.target} rules={[{ required: true, message: M.targetRequired }]}>
        <Radio.Group
          optionType="button"
          options={[
            { value: MsgTarget.users, label: T.targetUsers },
            { value: MsgTarget.agents, label: T.targetAgents },
            { value: MsgTarget.all, label: T.targetAll },
          ]}
        />
      </Form.Item>
      {target === MsgTarget.users && <UserPicker />}
      {target === MsgTarget.agents && <AgentPicker />}
      {target === MsgTarget.all && (
        <Alert type="info" showIcon title={T.allHint} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}

function AgentPicker() {
  const agents = useQuery(msgAgentOptionsQuery());
  return (
    <Form.Item name="usr_agent_ids" label={T.agents} rules={[{ required: true, message: M.agentsRequired }]}>
      <Select
        mode="multiple"
        allowClear
        loading={agents.isLoading}
        placeholder={T.agentsPlaceholder}
        showSearch={{ optionFilterProp: 'label' }}
        maxCount={MessageLimits.maxAgents}
        options={(agents.data ?? []).map((a) => ({
          value: a.usr_agent_id,
          label: T.agentLabel(a.name, a.user_count),
          disabled: a.user_count === 0,
        }))}
      />
    </Form.Item>
  );
}

function UserPicker() {
  const [keyword, setKeyword] = useState('');
  const [debounced, setDebounced] = useState('');
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(keyword.trim()), 300);
    return () => clearTimeout(timer);
  }, [keyword]);
  const users = useQuery(msgUserOptionsQuery(debounced));
  // no stale matches while the next search is pending (Enter would pick one of them)
  const pending = keyword.trim() !== debounced || users.isFetching;
  // keep the labels of chosen users while the search shows others
  const options = useMemo(() => {
    const found = (pending ? [] : (users.data ?? [])).map((u) => ({
      value: u.sys_user_id,
      label: T.userLabel(u.realname, u.username, u.agent_name),
    }));
    const ids = new Set(found.map((o) => o.value));
    return [
      ...found,
      ...[...known].filter(([id]) => !ids.has(id)).map(([value, label]) => ({ value, label })),
    ];
  }, [users.data, known, pending]);
  return (
    <Form.Item name="sys_user_ids" label={T.users} rules={[{ required: true, message: M.usersRequired }]}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={T.usersPlaceholder}
        maxCount={MessageLimits.maxUsers}
        notFoundContent={pending ? <Spin size="small" /> : T.noMatch}
        options={options}
        onChange={(ids: number[]) =>
          setKnown((prev) => {
            const next = new Map<number, string>();
            for (const id of ids) {
              const label = prev.get(id) ?? options.find((o) => o.value === id)?.label;
              if (label) next.set(id, label);
            }
            return next;
          })
        }
      />
    </Form.Item>
  );
}
