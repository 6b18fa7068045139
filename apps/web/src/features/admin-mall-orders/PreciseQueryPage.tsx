import { useState } from 'react';
import { Descriptions, Drawer, Form, Input, Space, Tag, Typography, type TableProps } from 'antd';
import {
  conditionText,
  MallOrderCalls,
  orderStatusText,
  PreciseOrderCalls,
  sendStatusText,
  type PreciseAdminRow,
  type ResendInput,
} from '@qishu/contract';
import { callApi, callKey, saveLink } from '../../lib/api/index.ts';
import { LinkButton, ListPage, RangeFilter, SelectFilter } from '../../lib/admin-ui/index.ts';
import { formatCount, formatDateTime, formatPrice } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { BuyerCell } from './BuyerCell.tsx';
import { searchQuery } from './format.ts';
import { ResendDialog, ResendOrderButton, type ResendTarget } from './ResendDialog.tsx';
import { OrderStatusTag, SendStatusTag } from './status-tags.tsx';
import { MallOrderTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

export const preciseQueryApi = {
  list: (q: Record<string, string | number>, signal?: AbortSignal) =>
    callApi(PreciseOrderCalls.adminList, q, signal ? { signal } : {}),
  download: (id: number) => callApi(PreciseOrderCalls.adminDownload, { id }),
  resend: (id: number, input: ResendInput) => callApi(PreciseOrderCalls.adminResend, { ...input, id }),
};

export const PreciseQueryTexts = {
  title: '精准查询订单',
  hint: '用户在“数据定制 - 精准查询导出”中按条件筛选并付费导出的订单；已支付的订单可下载数据或补发到邮箱。',
  keyword: '关键词',
  keywordPlaceholder: '订单号 / 手机号 / 邮箱',
  payState: '支付状态',
  exportState: '导出状态',
  sendState: '发送状态',
  range: '下单时间',
  code: '订单号',
  buyer: '购买用户',
  condition: '查询条件',
  nums: '导出数量',
  amount: '金额',
  states: '状态',
  times: '时间',
  created: '下单',
  paid: '支付',
  exported: '导出',
  createdAt: '下单时间',
  paidAt: '支付时间',
  exportedAt: '导出时间',
  email: '接收邮箱',
  deliveries: '发送次数',
  sendRemark: '发送备注',
  download: '下载',
  downloadReady: (name: string) => `已生成下载链接：${name}`,
  detailTitle: (code: string) => `精准查询订单 ${code}`,
  orderName: '订单名称',
  agent: '所属机构',
  conditions: '筛选条件',
} as const;

/** order_status: 1 exported */
const exportStateText: Record<number, string> = { 0: '未导出', 1: '已导出' };
const T = PreciseQueryTexts;
const dash = (v: string | null | undefined) => (v ? v : MallOrderTexts.none);

/** /malldata/precisequery: the precise-search export orders, with download, 补发 and a detail drawer. */
export function PreciseQueryPage() {
  const can = useCan();
  const { message } = useFeedback();
  const [detail, setDetail] = useState<PreciseAdminRow | null>(null);
  const [resend, setResend] = useState<ResendTarget | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (r: PreciseAdminRow) => {
    setDownloading(r.per_order_id);
    try {
      const link = await preciseQueryApi.download(r.per_order_id);
      void message.success(T.downloadReady(link.file_name));
      saveLink(link.url, link.file_name);
    } catch {
      // the API client has shown the error
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableProps<PreciseAdminRow>['columns'] = [
    { title: T.code, dataIndex: 'order_code', width: 160 },
    {
      title: T.buyer,
      key: 'buyer',
      width: 150,
      render: (_: unknown, r) => <BuyerCell who={`${r.realname ?? ''} ${r.username}`} agent={r.agent_name} />,
    },
    {
      title: T.condition,
      dataIndex: 'search_text',
      width: 240,
      render: (v: string) => (
        <Typography.Paragraph
          title={v}
          ellipsis={{ rows: 3 }}
          style={{ fontSize: 13, margin: 0, width: 224, whiteSpace: 'normal' }}
        >
          {conditionText(v)}
        </Typography.Paragraph>
      ),
    },
    {
      title: T.nums,
      dataIndex: 'nums',
      width: 90,
      align: 'right',
      render: (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCount(v)}</span>,
    },
    {
      title: T.amount,
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPrice(v)}</span>,
    },
    {
      title: T.states,
      key: 'states',
      width: 90,
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={4}>
          <OrderStatusTag status={r.status} />
          <Tag color={r.order_status === 1 ? 'green' : 'default'}>{exportStateText[r.order_status]}</Tag>
          <SendStatusTag isSend={r.is_send} remark={r.send_remark} />
        </Space>
      ),
    },
    {
      title: T.times,
      key: 'times',
      width: 170,
      render: (_: unknown, r) => (
        <Space
          orientation="vertical"
          size={0}
          style={{ fontVariantNumeric: 'tabular-nums', fontSize: 12, whiteSpace: 'nowrap' }}
        >
          <span>
            {T.created} {formatDateTime(r.order_created)}
          </span>
          {r.paid_at ? (
            <span>
              {T.paid} {formatDateTime(r.paid_at)}
            </span>
          ) : null}
          {r.exported_at ? (
            <span>
              {T.exported} {formatDateTime(r.exported_at)}
            </span>
          ) : null}
        </Space>
      ),
    },
    {
      title: MallOrderTexts.actions,
      key: 'actions',
      width: 150,
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          <LinkButton onClick={() => setDetail(r)}>{MallOrderTexts.detail}</LinkButton>
          {can('mall:precise:download') && (
            <LinkButton
              disabled={r.data_delivery_id === null}
              loading={downloading === r.per_order_id}
              onClick={() => void download(r)}
            >
              {T.download}
            </LinkButton>
          )}
          {can('mall:precise:resend') && (
            <ResendOrderButton
              paid={r.status === 1}
              onClick={() =>
                setResend({ id: r.per_order_id, email: r.email, label: `${r.order_code} ${r.order_name}` })
              }
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<PreciseAdminRow>
        title={T.title}
        hint={T.hint}
        queryKey={callKey(PreciseOrderCalls.adminList)}
        rowKey="per_order_id"
        columns={columns}
        fetchPage={(params, signal) => preciseQueryApi.list(searchQuery(params), signal)}
        searchFields={
          <>
            <Form.Item name="keyword" label={T.keyword}>
              <Input allowClear maxLength={50} placeholder={T.keywordPlaceholder} style={{ width: 200 }} />
            </Form.Item>
            <SelectFilter name="status" label={T.payState} texts={orderStatusText} numeric />
            <SelectFilter name="order_status" label={T.exportState} texts={exportStateText} numeric />
            <SelectFilter name="is_send" label={T.sendState} texts={sendStatusText} numeric />
            <RangeFilter label={T.range} />
          </>
        }
      />
      <Drawer
        open={detail !== null}
        title={detail ? T.detailTitle(detail.order_code) : ''}
        size={640}
        onClose={() => setDetail(null)}
      >
        {detail ? (
          <>
            <Descriptions
              bordered
              size="small"
              column={1}
              styles={{ label: { width: 120 } }}
              items={[
                { key: 'name', label: T.orderName, children: detail.order_name },
                {
                  key: 'buyer',
                  label: T.buyer,
                  children: `${detail.realname ?? ''} ${detail.username}`.trim(),
                },
                { key: 'agent', label: T.agent, children: detail.agent_name },
                { key: 'email', label: T.email, children: detail.email },
                { key: 'nums', label: T.nums, children: `${formatCount(detail.nums)} 条` },
                { key: 'amount', label: T.amount, children: formatPrice(detail.amount) },
                {
                  key: 'states',
                  label: T.states,
                  children: (
                    <Space>
                      <OrderStatusTag status={detail.status} />
                      <Tag>{exportStateText[detail.order_status]}</Tag>
                      <SendStatusTag isSend={detail.is_send} remark={detail.send_remark} />
                    </Space>
                  ),
                },
                { key: 'remark', label: T.sendRemark, children: dash(detail.send_remark) },
                { key: 'deliveries', label: T.deliveries, children: detail.delivery_count },
                { key: 'created', label: T.createdAt, children: formatDateTime(detail.order_created) },
                { key: 'paid', label: T.paidAt, children: dash(formatDateTime(detail.paid_at)) },
                {
                  key: 'exported',
                  label: T.exportedAt,
                  children: dash(formatDateTime(detail.exported_at)),
                },
              ]}
            />
            <Typography.Title level={5} style={{ marginTop: 20 }}>
              {T.conditions}
            </Typography.Title>
            <Descriptions
              bordered
              size="small"
              column={1}
              styles={{ label: { width: 120 } }}
              items={detail.search_arr.map((c, i) => ({ key: String(i), label: c.title, children: c.value }))}
            />
          </>
        ) : null}
      </Drawer>
      <ResendDialog
        target={resend}
        title={MallOrderTexts.resend.title}
        send={preciseQueryApi.resend}
        invalidate={[callKey(PreciseOrderCalls.adminList), callKey(MallOrderCalls.published)]}
        onClose={() => setResend(null)}
      />
    </>
  );
}
