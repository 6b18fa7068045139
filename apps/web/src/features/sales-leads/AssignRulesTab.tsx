import { useMemo, useState } from 'react';
import { Flex, Form, Input, InputNumber, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AssignLimits, AssignMessages, type RuleRow } from '@qishu/contract';
import { CreateButton, DeleteAction, FormModal, LinkButton } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { assignApi, rulesKey, useSaleLabels, useTeam } from './assign-api.ts';
import { MemberSelect } from './MemberSelect.tsx';
import { SaleLabelField } from './LeadSearchFields.tsx';
import { IndustryPicker, RegionPicker } from './RulePickers.tsx';
import { QueryTable } from './TableEmpty.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

interface RuleValues {
  name: string;
  region_code?: string | null;
  industry?: string | null;
  label_id?: number | null;
  user_id: number;
  orders?: number | null;
}

/** The conditions of a rule as tags, each saying what it is (地区 / 行业 / 标签). */
function Conditions({ rule }: { rule: RuleRow }) {
  return (
    <Space size={[0, 4]} wrap>
      {rule.region_code && <Tag>{T.conditionTag(T.region, rule.region_name ?? rule.region_code)}</Tag>}
      {rule.industry && <Tag>{T.conditionTag(T.industry, rule.industry_name ?? rule.industry)}</Tag>}
      {rule.label_id !== null && (
        <Tag color="blue">{T.conditionTag(T.ruleLabel, rule.label_name ?? String(rule.label_id))}</Tag>
      )}
    </Space>
  );
}

/**
 * 分配规则: the rules in the order they match (地区, 行业, 标签 → a member); new and edit in a dialog,
 * delete after a confirmation. Read-only without sale:deliver:assign.
 */
export function AssignRulesTab({ canAssign }: { canAssign: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const rules = useQuery({ queryKey: [...rulesKey], queryFn: ({ signal }) => assignApi.rules(signal) });
  // the dialog: null closed, 'new', or the rule being edited
  const [editing, setEditing] = useState<RuleRow | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const team = useTeam(editing !== null);
  const labels = useSaleLabels();
  const reload = () => client.invalidateQueries({ queryKey: rulesKey });

  const initial = useMemo<Partial<RuleValues> | undefined>(() => {
    if (editing === null) return undefined;
    if (editing === 'new') {
      const last = Math.max(0, ...(rules.data ?? []).map((r) => r.orders));
      return { orders: rules.data && rules.data.length > 0 ? Math.min(9999, last + 1) : 0 };
    }
    return {
      name: editing.name,
      region_code: editing.region_code,
      industry: editing.industry,
      label_id: editing.label_id,
      user_id: editing.user_id,
      orders: editing.orders,
    };
  }, [editing, rules.data]);

  const submit = async (v: RuleValues) => {
    const body = {
      name: v.name.trim(),
      region_code: v.region_code ?? null,
      industry: v.industry ?? null,
      // a role that cannot list the labels keeps the rule's label as it is
      label_id: labels.allowed
        ? (v.label_id ?? null)
        : editing !== null && editing !== 'new'
          ? editing.label_id
          : null,
      user_id: v.user_id,
      orders: v.orders ?? 0,
    };
    setSaving(true);
    try {
      const out =
        editing !== null && editing !== 'new'
          ? await assignApi.updateRule({ id: editing.rule_id, ...body })
          : await assignApi.createRule(body);
      void message.success(out.message);
      setEditing(null);
      await reload();
    } finally {
      setSaving(false);
    }
  };

  const remove = async (rule: RuleRow) => {
    const out = await assignApi.removeRule(rule.rule_id);
    void message.success(out.message);
    await reload();
  };

  const columns: TableColumnsType<RuleRow> = [
    {
      title: T.orders,
      dataIndex: 'orders',
      width: 70,
      align: 'right',
      render: (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span>,
    },
    { title: T.ruleName, dataIndex: 'name' },
    { title: T.conditions, key: 'conditions', render: (_v, rule) => <Conditions rule={rule} /> },
    { title: T.assignee, dataIndex: 'user_name', width: 120, render: (v: string | null) => v ?? T.none },
    ...(canAssign
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 130,
            render: (_v: unknown, rule: RuleRow) => (
              <Space size={0}>
                <LinkButton aria-label={T.editRuleOf(rule.name)} onClick={() => setEditing(rule)}>
                  {T.edit}
                </LinkButton>
                <DeleteAction title={T.ruleDeleteQuestion(rule.name)} onConfirm={() => remove(rule)} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  const sorted = [...(rules.data ?? [])].sort((a, b) => a.orders - b.orders || a.rule_id - b.rule_id);
  const full = (rules.data?.length ?? 0) >= AssignLimits.rulesPerOrg;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
          {T.rulesHint}
        </Typography.Text>
        {canAssign && (
          <CreateButton
            disabled={full}
            title={full ? AssignMessages.ruleTooMany : undefined}
            onClick={() => setEditing('new')}
          >
            {T.newRule}
          </CreateButton>
        )}
      </Flex>
      <QueryTable<RuleRow>
        query={rules}
        failed={T.rulesLoadFailed}
        retryText={T.retry}
        empty={T.rulesEmpty}
        rowKey="rule_id"
        columns={columns}
        dataSource={sorted}
      />
      <FormModal<RuleValues>
        open={editing !== null}
        title={editing === 'new' ? T.newRule : T.editRule}
        initialValues={initial}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
        saving={saving}
      >
        <Form.Item
          name="name"
          label={T.ruleName}
          rules={[
            { required: true, whitespace: true, message: AssignMessages.ruleNameRequired },
            { max: AssignLimits.ruleNameMax, message: AssignMessages.ruleNameTooLong },
          ]}
        >
          <Input placeholder={T.ruleNamePlaceholder} maxLength={AssignLimits.ruleNameMax} showCount />
        </Form.Item>
        <Form.Item
          name="region_code"
          label={T.region}
          dependencies={['industry', 'label_id']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value) =>
                value || getFieldValue('industry') || getFieldValue('label_id')
                  ? Promise.resolve()
                  : Promise.reject(new Error(AssignMessages.ruleEmpty)),
            }),
          ]}
        >
          <RegionPicker />
        </Form.Item>
        <Form.Item name="industry" label={T.industry}>
          <IndustryPicker />
        </Form.Item>
        <SaleLabelField label={T.ruleLabel} placeholder={T.ruleLabelPlaceholder} />
        <Form.Item name="user_id" label={T.assignee} rules={[{ required: true, message: T.memberRequired }]}>
          <MemberSelect team={team} shown="department" />
        </Form.Item>
        <Form.Item name="orders" label={T.orders} extra={T.ordersHint}>
          <InputNumber<number> min={0} max={9999} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
