import { Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format.ts';
import { PreviewRowsTable } from '../../lib/PreviewRowsTable.tsx';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { customPreviewQuery } from './custom-request-api.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';

/** 预览数据 of a done request (getPreviewInfo): its count and first 10 rows. */
export function CustomPreviewModal({
  id,
  open,
  onClose,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
}) {
  const preview = useQuery({ ...customPreviewQuery(id), enabled: open });
  return (
    <Modal open={open} title={T.previewTitle} width={1000} footer={null} onCancel={onClose} destroyOnHidden>
      {preview.isError ? (
        <QueryErrorAlert title={T.previewFailed} query={preview} retryText={T.retry} small />
      ) : (
        <>
          {preview.data ? (
            <Typography.Paragraph type="secondary">
              {T.previewCount(formatCount(preview.data.count))}
            </Typography.Paragraph>
          ) : null}
          <PreviewRowsTable
            rows={preview.data?.data ?? []}
            loading={preview.isPending}
            emptyText={T.previewEmpty}
          />
        </>
      )}
    </Modal>
  );
}
