import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Modal, Space, theme, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SavedSearchLimits,
  SavedSearchMessages,
  hasCondition,
  type SavedCondition,
  type SavedSearch,
} from '@qishu/contract';
import { useCan } from '../../lib/session/index.ts';
import { savedSearchApi, savedSearchesKey } from './saved-search-api.ts';
import { SavedSearchTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface SaveSearchButtonProps {
  /** the search's conditions as they stand */
  condition: SavedCondition;
  /** the conditions in words, as the page shows them */
  summary?: string;
  /** the saved search this search was opened from: it may be updated instead of saved anew */
  from?: { id: number; name: string } | undefined;
  /** where the list of saved searches is */
  listHref: string;
  /** told the saved search after a save */
  onSaved?: (search: SavedSearch) => void;
}

/**
 * 保存搜索 on the search page: names the current conditions and saves them for the caller (or, when
 * the search was opened from a saved one, updates that one or saves a copy). Hidden without
 * data:condition:save; disabled until some condition is chosen.
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const can = useCan();
  const { message } = useFeedback();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const save = useMutation({
    mutationFn: (v: { id?: number; name: string }) =>
      savedSearchApi.save({ ...v, condition: props.condition }),
    onSuccess: async (out) => {
      setOpen(false);
      void message.success(
        <span>
          {out.message}，{/* the message is drawn outside the router: navigate from here */}
          <Typography.Link onClick={() => void navigate(props.listHref)}>{T.goToList}</Typography.Link>
        </span>,
      );
      props.onSaved?.(out.search);
      await client.invalidateQueries({ queryKey: savedSearchesKey });
    },
  });
  if (!can('data:condition:save')) return null;

  const submit = async (asNew: boolean) => {
    const { name } = await form.validateFields();
    await save.mutateAsync(props.from && !asNew ? { id: props.from.id, name } : { name });
  };

  return (
    <>
      <Button
        icon={<SaveOutlined />}
        disabled={!hasCondition(props.condition)}
        onClick={() => {
          form.setFieldsValue({ name: props.from?.name ?? '' });
          setOpen(true);
        }}
      >
        {T.save}
      </Button>
      <Modal
        open={open}
        title={T.saveTitle}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        forceRender
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>取消</Button>
            {props.from && (
              <Button loading={save.isPending} onClick={() => void submit(true).catch(() => undefined)}>
                {T.saveAsNew}
              </Button>
            )}
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => void submit(false).catch(() => undefined)}
            >
              {props.from ? T.update(props.from.name) : T.save}
            </Button>
          </Space>
        }
      >
        {props.summary && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary }}>
            {T.conditionLabel}：{props.summary}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" onFinish={() => void submit(false).catch(() => undefined)}>
          <Form.Item
            name="name"
            label={T.name}
            rules={[
              { required: true, whitespace: true, message: SavedSearchMessages.nameRequired },
              { max: SavedSearchLimits.nameMax, message: SavedSearchMessages.nameTooLong },
            ]}
          >
            <Input
              placeholder={T.namePlaceholder}
              maxLength={SavedSearchLimits.nameMax}
              showCount
              autoFocus
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
