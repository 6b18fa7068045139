import { useState } from 'react';
import { Descriptions, Divider, Flex, Modal, Tabs } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { CustomAdminRow, CustomAttachResponse, CustomAttachSearchRequest } from '@qishu/contract';
import { AttachResult } from './AttachResult.tsx';
import { customReviewApi, useReloadReviews } from './custom-review-api.ts';
import { FileAttach } from './FileAttach.tsx';
import { FinishForm } from './FinishForm.tsx';
import { pick, processingItems, requestItems } from './request-items.tsx';
import type { CustomReviewSlots } from './slots.ts';
import { CustomReviewTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface ProcessDialogProps {
  row: CustomAdminRow | null;
  onClose: () => void;
  slots: CustomReviewSlots;
}

/**
 * 处理: attach the data — a precise-search condition (the wizard's form, its count and preview) or an
 * uploaded .xlsx — then 完成处理 with the record count and the price.
 */
export function ProcessDialog({ row, onClose, slots }: ProcessDialogProps) {
  return (
    <Modal
      open={row !== null}
      title={row ? T.processTitle(row.name) : ''}
      width={1040}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? <ProcessBody key={row.agent_label_apply_id} row={row} onClose={onClose} slots={slots} /> : null}
    </Modal>
  );
}

function ProcessBody({ row: opened, onClose, slots }: ProcessDialogProps & { row: CustomAdminRow }) {
  const { message } = useFeedback();
  const [attached, setAttached] = useState<{ result: CustomAttachResponse; kind: 'search' | 'file' } | null>(
    null,
  );
  const row = attached?.result.row ?? opened;
  const id = row.agent_label_apply_id;
  const reload = useReloadReviews();

  const saved = (kind: 'search' | 'file') => (result: CustomAttachResponse) => {
    setAttached({ result, kind });
    void message.success(T.attached);
    reload();
  };

  const search = useMutation({
    mutationFn: (request: CustomAttachSearchRequest) => customReviewApi.attachSearch(id, request),
    onSuccess: saved('search'),
    onError: reload,
  });

  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 110 } }}
        items={[
          ...pick(requestItems(row), ['filter', 'exclusion', 'explain', 'year']),
          ...pick(processingItems(row), ['source', 'description', 'count']).map((item) =>
            item.key === 'source' ? { ...item, label: T.current } : item,
          ),
        ]}
      />
      <Tabs
        items={[
          {
            key: 'search',
            label: T.bySearch,
            children: slots.renderConditionForm({
              onSearch: (request) => search.mutate(request),
              searching: search.isPending,
              submitText: T.searchSubmit,
            }),
          },
          { key: 'file', label: T.byFile, children: <FileAttach id={id} onAttached={saved('file')} /> },
        ]}
      />
      {attached ? <AttachResult result={attached.result} kind={attached.kind} /> : null}
      <Divider titlePlacement="start">{T.finishTitle}</Divider>
      <FinishForm row={row} onFinished={onClose} />
    </Flex>
  );
}
