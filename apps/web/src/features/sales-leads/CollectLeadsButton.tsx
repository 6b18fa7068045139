import { useState } from 'react';
import { App, Button, Form, Modal, Select, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UsrCateCalls, type LeadSource } from '@qishu/contract';
import { callApi } from '../../lib/api/index.ts';
import { useCan, useCurrentUser } from '../../lib/session/index.ts';
import { leadApi, reloadLeads } from './lead-api.ts';
import { LeadTexts as T } from './texts.ts';

/**
 * 收录为线索: adds the companies shown (a search's page, a profile) as the caller's leads, into one of
 * their groups if they choose one. Companies the organisation already holds are merged, and the
 * answer says how many. Shown only with sale:collect:create.
 */
export function CollectLeadsButton(props: { companyIds: number[]; source: LeadSource; label?: string }) {
  const can = useCan();
  const me = useCurrentUser();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ cate_id?: number }>();
  const groups = useQuery({
    queryKey: ['lead-groups', me?.sys_user_id],
    queryFn: ({ signal }) => callApi(UsrCateCalls.org.list, { page: 1, limit: 100 }, { signal }),
    enabled: open && can('config:category:list'),
  });
  const collect = useMutation({
    mutationFn: (v: { cate_id?: number }) =>
      leadApi.collect({
        company_ids: props.companyIds,
        source: props.source,
        ...(v.cate_id ? { cate_id: v.cate_id } : {}),
      }),
    onSuccess: async (out) => {
      void message.success(out.message);
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
        <Form form={form} layout="vertical" onFinish={(v) => collect.mutate(v)}>
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
