import { useState } from 'react';
import { Form, Input, Space, Typography, type TableProps } from 'antd';
import {
  deliveryReasonText,
  deliveryStatusText,
  MallOrderCalls,
  orderKindText,
  type PublishedRow,
} from '@qishu/contract';
import { callKey, saveLink } from '../../lib/api/index.ts';
import { LinkButton, ListPage, RangeFilter, SelectFilter } from '../../lib/admin-ui/index.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { formatBytes, searchQuery } from './format.ts';
import { BuyerCell } from './BuyerCell.tsx';
import { mallOrdersApi } from './mall-orders-api.ts';
import { ResendDialog, type ResendTarget } from './ResendDialog.tsx';
import { DeliveryStatusTag, ReasonTag } from './status-tags.tsx';
import { MallOrderTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = MallOrderTexts.published;
const D = MallOrderTexts.delivery;
const dash = (v: string | null | undefined) => (v ? v : MallOrderTexts.none);

/** /malldata/publisheddata: every data file delivered to a buyer; download and send again. */
export function PublishedDataPage() {
  const can = useCan();
  const { message } = useFeedback();
  const [resend, setResend] = useState<ResendTarget | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (r: PublishedRow) => {
    setDownloading(r.data_delivery_id);
    try {
      const link = await mallOrdersApi.download(r.data_delivery_id);
      void message.success(T.downloadReady(link.file_name));
      saveLink(link.url, link.file_name);
    } catch {
      // the API client has shown the error
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableProps<PublishedRow>['columns'] = [
    {
      title: T.order,
      key: 'order',
      width: 170,
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: '100%' }}>
          <span>{r.order_code}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis title={r.order_name}>
            {orderKindText[r.order_kind] ?? r.order_kind} · {r.order_name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: T.buyer,
      key: 'buyer',
      width: 150,
      render: (_: unknown, r) => <BuyerCell who={`${r.realname} ${r.phone}`} agent={r.agent_name} />,
    },
    { title: D.email, dataIndex: 'email', width: 140, ellipsis: true },
    { title: D.file, dataIndex: 'file_name', width: 130, ellipsis: true, render: dash },
    {
      title: D.rowsAndSize,
      dataIndex: 'rows',
      width: 100,
      align: 'right',
      render: (v: number | null, r) => (
        <Space orientation="vertical" size={0}>
          <span>{v === null ? '' : formatCount(v)}</span>
          <span>{formatBytes(r.bytes)}</span>
        </Space>
      ),
    },
    {
      title: D.status,
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, r) => <DeliveryStatusTag status={r.status} remark={r.remark} />,
    },
    { title: D.reason, dataIndex: 'reason', width: 90, render: (v: string) => <ReasonTag reason={v} /> },
    {
      // when it went out, over until when its download link works
      title: D.sentAndExpires,
      dataIndex: 'sent_at',
      width: 150,
      render: (v: string | null, r) => (
        <Space orientation="vertical" size={0}>
          <span>{dash(formatDateTime(v))}</span>
          <span>{dash(formatDateTime(r.expires_at))}</span>
        </Space>
      ),
    },
    ...(can('mall:published:download') || can('mall:published:resend')
      ? [
          {
            title: MallOrderTexts.actions,
            key: 'actions',
            width: 150,
            fixed: 'right' as const,
            render: (_: unknown, r: PublishedRow) => (
              <Space size={0}>
                {can('mall:published:download') && (
                  <LinkButton
                    disabled={!r.file_name}
                    loading={downloading === r.data_delivery_id}
                    onClick={() => void download(r)}
                  >
                    {T.download}
                  </LinkButton>
                )}
                {can('mall:published:resend') && (
                  <LinkButton
                    onClick={() =>
                      setResend({
                        id: r.data_delivery_id,
                        email: r.email,
                        label: `${r.order_code} ${r.file_name ?? r.order_name}`,
                      })
                    }
                  >
                    {MallOrderTexts.resend.file}
                  </LinkButton>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage<PublishedRow>
        hint={T.hint}
        title={T.title}
        queryKey={callKey(MallOrderCalls.published)}
        rowKey="data_delivery_id"
        columns={columns}
        fetchPage={(params, signal) => mallOrdersApi.published(searchQuery(params), signal)}
        searchFields={
          <>
            <Form.Item name="keyword" label={T.keyword}>
              <Input allowClear maxLength={50} placeholder={T.keywordPlaceholder} style={{ width: 240 }} />
            </Form.Item>
            <SelectFilter name="status" label={D.status} texts={deliveryStatusText} />
            <SelectFilter name="reason" label={D.reason} texts={deliveryReasonText} />
            <SelectFilter name="order_kind" label={T.kind} texts={orderKindText} width={130} />
            <RangeFilter label={T.range} />
          </>
        }
      />
      <ResendDialog
        target={resend}
        title={MallOrderTexts.resend.fileTitle}
        send={mallOrdersApi.resendFile}
        invalidate={[
          callKey(MallOrderCalls.published),
          callKey(MallOrderCalls.orders),
          callKey(MallOrderCalls.order),
        ]}
        onClose={() => setResend(null)}
      />
    </>
  );
}
