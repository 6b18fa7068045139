import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LeadLimits, UsrCateCalls, type CallInput, type LeadCalls, type LeadSource } from '@qishu/contract';
import { callApi } from '../../lib/api/index.ts';
import { updateStoredUser, useCan, useCurrentUser } from '../../lib/session/index.ts';
import { leadApi, reloadLeads } from './lead-api.ts';
import { LeadTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** A whole /data/seek search that may be collected: its conditions and sort, and how many it found. */
export interface CollectableSearch {
  condition: Omit<CallInput<typeof LeadCalls.collectSearch>, 'rows' | 'cate_id'>;
  total: number;
}

type CollectForm = { cate_id?: number; scope?: 'page' | 'search'; rows?: number };

/**
 * 收录为线索: adds the companies shown (a search's page, a profile) as the caller's leads, into one of
 * their groups if they choose one — or, given the search, its first rows (up to 10,000). Companies
 * the organisation already holds are merged, and the answer says how many. Shown only with
 * sale:collect:create.
 */
export function CollectLeadsButton(props: {
  companyIds: number[];
  source: LeadSource;
  label?: string;
  search?: CollectableSearch;
}) {
  const can = useCan();
  const me = useCurrentUser();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CollectForm>();
  const scope = Form.useWatch('scope', form);
  const searchMax = Math.min(props.search?.total ?? 0, LeadLimits.collectMax);
  const groups = useQuery({
    queryKey: ['lead-groups', me?.sys_user_id],
    queryFn: ({ signal }) => callApi(UsrCateCalls.org.list, { page: 1, limit: 100 }, { signal }),
    enabled: open && can('config:category:list'),
  });
  const collect = useMutation({
    mutationFn: (v: CollectForm) =>
      v.scope === 'search' && props.search
        ? leadApi.collectSearch({
            ...props.search.condition,
            rows: v.rows ?? searchMax,
            ...(v.cate_id ? { cate_id: v.cate_id } : {}),
          })
        : leadApi.collect({
            company_ids: props.companyIds,
            source: props.source,
            ...(v.cate_id ? { cate_id: v.cate_id } : {}),
          }),
    onSuccess: async (out) => {
      void message.success(out.message);
      // the header's capacity badge follows what the new leads used
      if (out.number_rest !== null) updateStoredUser({ number_rest: out.number_rest });
      setOpen(false);
      await reloadLeads(client);
    },
  });
  if (!can('sale:collect:create') || props.companyIds.length === 0) return null;
  // the caller's own groups: a lead goes into one of the collector's groups only
  const mine = (groups.data?.list ?? []).filter((g) => g.user_id === me?.sys_user_id);
  return (
    <>
      <Button icon={<AimOutlined />} onClick={() => setOpen(true)}>
        {props.label ?? T.collect}
      </Button>
      <Modal
        open={open}
        title={T.collectTitle}
        okText={T.collectOk}
        cancelText={T.cancel}
        confirmLoading={collect.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph>{T.collectWhat(props.companyIds.length)}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ scope: 'page' }}
          onFinish={(v) => collect.mutate(v)}
        >
          {props.search && searchMax > props.companyIds.length && (
            <Form.Item name="scope" label={T.collectScope}>
              <Radio.Group
                onChange={(e) => {
                  if (e.target.value === 'search') form.setFieldValue('rows', searchMax);
                }}
                options={[
                  { value: 'page', label: T.collectPage(props.companyIds.length) },
                  { value: 'search', label: T.collectSearch(props.search.total.toLocaleString('zh-CN')) },
                ]}
              />
            </Form.Item>
          )}
          {scope === 'search' && (
            <Form.Item
              name="rows"
              label={T.collectRows}
              extra={T.collectRowsHint}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={searchMax} precision={0} style={{ width: 200 }} />
            </Form.Item>
          )}
          <Form.Item name="cate_id" label={T.group} extra={T.groupHint}>
            <Select
              allowClear
              placeholder={T.noGroup}
              loading={groups.isLoading}
              options={mine.map((g) => ({ value: g.id, label: g.name }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
