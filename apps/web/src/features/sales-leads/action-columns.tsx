import { Space, type TableColumnType, type TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { DeleteAction, LinkButton } from '../../lib/admin-ui/index.ts';
import { ActionTexts as T } from './action-texts.ts';
import { ActionStatusTag, LeadLink, Money, orDash, tabular } from './action-ui.tsx';
import type { AttachmentOwner } from './AttachmentsDrawer.tsx';
import { shortTime } from './lead-time.ts';

/**
 * The columns the 客户管理 tables share (拜访记录, 合同管理, 业务订单, 我的客户), built once so they read
 * the same everywhere.
 */
export const actionColumn = {
  /** 企业, linking to the lead's page */
  company: <Row extends { lead_id: number }>(): TableColumnType<Row> => ({
    title: T.company,
    dataIndex: 'company_name',
    width: 220,
    render: (name: string, row) => <LeadLink leadId={row.lead_id} name={name} />,
  }),
  /** an amount in fen, as yuan on the right */
  money: <Row,>(title: string, dataIndex: keyof Row & string): TableColumnType<Row> => ({
    title,
    dataIndex,
    width: 140,
    align: 'right',
    render: (fen: number) => <Money fen={fen} />,
  }),
  /** a 'YYYY-MM-DD' day, or a dash */
  day: <Row,>(title: string, dataIndex: keyof Row & string): TableColumnType<Row> => ({
    title,
    dataIndex,
    width: 110,
    render: (v: string | null) => <span style={tabular}>{orDash(v)}</span>,
  }),
  /** a time to the minute, or a dash */
  time: <Row,>(title: string, dataIndex: keyof Row & string): TableColumnType<Row> => ({
    title,
    dataIndex,
    width: 140,
    render: (at: string | null) => <span style={tabular}>{orDash(shortTime(at))}</span>,
  }),
  /** 状态 in words and colour */
  status: <Row,>(
    statuses: readonly { key: string; label: string; color: string }[],
  ): TableColumnType<Row> => ({
    title: T.status,
    dataIndex: 'status',
    width: 90,
    render: (s: string) => <ActionStatusTag statuses={statuses} status={s} />,
  }),
  /** 附件: the count, opening the drawer of the row's attachments */
  attachments: <Row extends { attachment_count: number }>(
    owner: (row: Row) => AttachmentOwner,
    open: (owner: AttachmentOwner) => void,
  ): TableColumnType<Row> => ({
    title: T.attachments,
    dataIndex: 'attachment_count',
    width: 80,
    render: (n: number, row) => {
      const of = owner(row);
      return (
        <LinkButton
          icon={<PaperClipOutlined aria-hidden />}
          aria-label={T.attachmentsOf(of.label, n)}
          onClick={() => open(of)}
        >
          <span style={tabular}>{n}</span>
        </LinkButton>
      );
    },
  }),
  /**
   * 操作 with 修改 and 删除 (after `deleteQuestion`) as the permissions allow, each named after the
   * row (`name`); no column when neither.
   */
  editDelete: <Row,>(opts: {
    canUpdate: boolean;
    canDelete: boolean;
    name: (row: Row) => string;
    deleteQuestion: (row: Row) => string;
    onEdit: (row: Row) => void;
    onDelete: (row: Row) => Promise<unknown>;
  }): TableColumnsType<Row> =>
    opts.canUpdate || opts.canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 120,
            render: (_v: unknown, row: Row) => (
              <Space size={0}>
                {opts.canUpdate && (
                  <LinkButton aria-label={T.editOf(opts.name(row))} onClick={() => opts.onEdit(row)}>
                    {T.edit}
                  </LinkButton>
                )}
                {opts.canDelete && (
                  <DeleteAction title={opts.deleteQuestion(row)} onConfirm={() => opts.onDelete(row)} />
                )}
              </Space>
            ),
          },
        ]
      : [],
};
