import { Alert, Flex, Typography } from 'antd';
import type { CustomAttachResponse } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { PreviewRowsTable } from '../../lib/PreviewRowsTable.tsx';
import { CustomReviewTexts as T } from './texts.ts';

/** What attaching answered: the count, how the data is described and its first 10 rows. */
export function AttachResult({ result, kind }: { result: CustomAttachResponse; kind: 'search' | 'file' }) {
  const count = formatCount(result.count);
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        title={kind === 'search' ? T.found(count) : T.uploaded(count)}
        description={result.condition}
      />
      <Typography.Text strong>{T.previewTitle}</Typography.Text>
      <PreviewRowsTable rows={result.res} emptyText={T.previewEmpty} />
    </Flex>
  );
}
