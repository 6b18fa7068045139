import { useEffect, useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Space, Steps, Tabs, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomRequestLimits as L,
  CustomRequestMessages as M,
  customRequestSteps,
  type ApplySpecialDataResponse,
} from '@qishu/contract';
import { useCurrentUser, useLoginGate } from '../../lib/session/index.ts';
import {
  applyPayload,
  customRequestRules,
  valuesOfDraft,
  type CustomRequestValues,
} from './custom-request-form.ts';
import type { CustomRequestDraft, CustomRequestTemplate } from './custom-request-template.ts';
import { invalidateCustomRequests, saveCustomRequest } from './custom-request-api.ts';
import { CustomRequestTexts as T } from './custom-request-texts.ts';
import { CustomRequestModalRecords } from './CustomRequestModalRecords.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

export type { CustomRequestDraft, CustomRequestTemplate } from './custom-request-template.ts';

export interface CustomRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** a saved draft (or rejected request) to continue; omitted for a new request */
  initial?: CustomRequestDraft | undefined;
  /** the fields a NEW request starts from (修改定制条件 of a done request); ignored with `initial` */
  copyFrom?: CustomRequestTemplate | undefined;
  /** after a successful save, with the server's answer (which the caller shows; else it is toasted) */
  onSaved?: (result: ApplySpecialDataResponse) => void;
}

/** Character counts as code points, the way the contract's limits count them. */
const counter = (max: number) => ({ show: true, max, strategy: (text: string) => [...text].length });

/**
 * The customisation request dialog (shell-and-backoffice.md §2; data-shop.md §5): the 5-step
 * progress, the five fields with counters, 提交 (type 1) and 暂存 (type 0). The rules come from the
 * contract's zod schema, the same one the server applies.
 */
export function CustomRequestModal({ open, onClose, initial, copyFrom, onSaved }: CustomRequestModalProps) {
  const [form] = Form.useForm<CustomRequestValues>();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const gate = useLoginGate();
  const client = useQueryClient();
  const [tab, setTab] = useState<'form' | 'records'>('form');
  /** the request being continued (from props or picked in 我的定制记录) */
  const [draft, setDraft] = useState<CustomRequestDraft | undefined>(initial);
  const save = useMutation({
    mutationFn: saveCustomRequest,
  });

  // every opening starts on the form with the given request (state adjusted while rendering)
  const [shown, setShown] = useState({ open, initial, copyFrom });
  if (shown.open !== open || shown.initial !== initial || shown.copyFrom !== copyFrom) {
    setShown({ open, initial, copyFrom });
    if (open) {
      setTab('form');
      setDraft(initial);
    }
  }

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOfDraft(initial ?? copyFrom));
  }, [open, initial, copyFrom, form]);

  const continueDraft = (row: CustomRequestDraft) => {
    setDraft(row);
    form.resetFields();
    form.setFieldsValue(valuesOfDraft(row));
    setTab('form');
  };

  const run = async (type: 0 | 1) => {
    if (!user) {
      gate.openLogin();
      return;
    }
    let values: CustomRequestValues;
    try {
      values = await form.validateFields();
    } catch {
      void message.error(M.verifyFailed);
      return;
    }
    try {
      const out = await save.mutateAsync(
        applyPayload(values, type, user.sys_user_id, draft?.agent_label_apply_id),
      );
      if (!onSaved) void message.success(out.message);
      void invalidateCustomRequests(client);
      onSaved?.(out);
      onClose();
    } catch {
      // the API client has shown the server's message; the dialog stays open
    }
  };

  const pending = save.isPending ? save.variables.type : null;

  return (
    <Modal
      open={open}
      title={draft ? T.editTitle : T.title}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={
        tab === 'records' ? null : (
          <Space>
            <Button onClick={onClose}>{T.cancel}</Button>
            <Button loading={pending === 0} disabled={pending === 1} onClick={() => void run(0)}>
              {T.draft}
            </Button>
            <Button
              type="primary"
              loading={pending === 1}
              disabled={pending === 0}
              onClick={() => void run(1)}
            >
              {T.submit}
            </Button>
          </Space>
        )
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'form' | 'records')}
        items={[
          {
            key: 'form',
            label: T.formTab,
            forceRender: true,
            children: (
              <>
                <Steps
                  size="small"
                  current={0}
                  items={customRequestSteps.map((title) => ({ title }))}
                  style={{ margin: '8px 0 20px' }}
                />
                <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
                <Form form={form} name="custom-request" layout="vertical" preserve={false}>
                  <Form.Item name="name" label={T.name} required rules={customRequestRules.name}>
                    <Input placeholder={T.namePlaceholder} count={counter(L.nameMax)} />
                  </Form.Item>
                  <Form.Item name="label_year" label={T.year}>
                    <DatePicker
                      picker="year"
                      format="YYYY"
                      placeholder={T.yearPlaceholder}
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  <Form.Item name="explain" label={T.explain} rules={customRequestRules.explain}>
                    <Input.TextArea
                      rows={2}
                      placeholder={T.explainPlaceholder}
                      count={counter(L.explainMax)}
                    />
                  </Form.Item>
                  <Form.Item
                    name="filter_condition"
                    label={T.filter}
                    required
                    rules={customRequestRules.filter_condition}
                  >
                    <Input.TextArea rows={4} placeholder={T.filterPlaceholder} count={counter(L.filterMax)} />
                  </Form.Item>
                  <Form.Item name="del_condition" label={T.del} rules={customRequestRules.del_condition}>
                    <Input.TextArea rows={3} placeholder={T.delPlaceholder} count={counter(L.delMax)} />
                  </Form.Item>
                </Form>
              </>
            ),
          },
          {
            key: 'records',
            label: T.recordsTab,
            destroyOnHidden: true,
            children: user ? <CustomRequestModalRecords onContinue={continueDraft} /> : null,
          },
        ]}
      />
    </Modal>
  );
}
