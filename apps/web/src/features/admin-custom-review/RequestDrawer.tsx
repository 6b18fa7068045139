import { Descriptions, Drawer, Flex, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { reviewDetailQuery } from './custom-review-api.ts';
import { orderItems, processingItems, requestItems } from './request-items.tsx';
import { ReviewButtons, type ReviewHandlers } from './ReviewButtons.tsx';
import { CustomReviewTexts as T } from './texts.ts';

const labelWidth = { label: { width: 110 } };

/** Every field of one request, what staff attached, and the requester's order with its pay/send state. */
export function RequestDrawer(props: { id: number | null; onClose: () => void; handlers: ReviewHandlers }) {
  const { id } = props;
  const query = useQuery({ ...reviewDetailQuery(id ?? 0), enabled: id !== null });
  const r = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={props.onClose}
      size={640}
      title={r ? T.detailTitle(r.name) : T.detail}
      extra={
        r ? (
          <Space size={0}>
            <ReviewButtons row={r} handlers={props.handlers} />
          </Space>
        ) : null
      }
      destroyOnHidden
    >
      {query.isError ? (
        <QueryErrorAlert title={T.loadFailed} query={query} retryText={T.retry} small />
      ) : !r ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={20}>
          <Descriptions
            title={T.request}
            bordered
            size="small"
            column={1}
            styles={labelWidth}
            items={requestItems(r)}
          />
          <Descriptions
            title={T.processing}
            bordered
            size="small"
            column={1}
            styles={labelWidth}
            items={processingItems(r)}
          />
          {r.order ? (
            <Descriptions
              title={T.order}
              bordered
              size="small"
              column={1}
              styles={labelWidth}
              items={orderItems(r.order)}
            />
          ) : (
            <Typography.Text type="secondary">{T.noOrder}</Typography.Text>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
