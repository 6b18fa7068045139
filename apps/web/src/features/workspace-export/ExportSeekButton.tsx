import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Space, Typography, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { isUnlimitedRank, WorkspaceExportLimits, type SeekExportInput } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { useCan, useCurrentUser } from '../../lib/session/index.ts';
import { exportApi } from './export-api.ts';
import { ExportTexts as T } from './texts.ts';
import { useExport } from './use-export.ts';

interface ExportSeekButtonProps {
  /** the search's conditions and sort as they stand */
  condition: Omit<SeekExportInput, 'rows'>;
  /** the conditions in words */
  summary?: string;
  /** how many companies the search finds */
  total: number;
}

/**
 * 导出 beside the search's sort: the first N companies of the search (N chosen, at most
 * WorkspaceExportLimits.maxRows), against the organisation's remaining capacity shown beside it.
 * Hidden without data:search:export; disabled when the search finds nothing.
 */
export function ExportSeekButton({ condition, summary, total }: ExportSeekButtonProps) {
  const can = useCan();
  const user = useCurrentUser();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const max = Math.min(total, WorkspaceExportLimits.maxRows);
  const [rows, setRows] = useState<number | null>(max);
  const run = useExport(
    (n: number) => exportApi.seek({ ...condition, rows: n }),
    () => setOpen(false),
  );
  if (!can('data:search:export') || !user) return null;

  const unlimited = isUnlimitedRank(user.agent_rank);
  const rest = user.number_rest;
  const short = !unlimited && rest !== null && rows !== null && rows > rest;

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        disabled={total === 0}
        onClick={() => {
          setRows(max);
          setOpen(true);
        }}
      >
        {T.exportButton}
      </Button>
      <Modal
        open={open}
        title={T.dialogTitle}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>{T.cancel}</Button>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              disabled={rows === null || short}
              loading={run.isPending}
              onClick={() => rows !== null && run.mutate(rows)}
            >
              {T.confirm}
            </Button>
          </Space>
        }
      >
        {summary ? (
          <Typography.Paragraph style={{ color: token.colorTextSecondary }}>
            {T.conditionLabel}：{summary}
          </Typography.Paragraph>
        ) : null}
        <Typography.Paragraph>{T.found(formatCount(total))}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={T.rowsLabel} help={T.rowsHelp(formatCount(WorkspaceExportLimits.maxRows))}>
            <InputNumber
              aria-label={T.rowsLabel}
              min={1}
              max={max}
              precision={0}
              value={rows}
              onChange={(v) => setRows(v)}
              style={{ width: 160 }}
            />
          </Form.Item>
        </Form>
        <Typography.Paragraph>
          {T.restLabel}：
          <Typography.Text strong data-testid="export-rest">
            {unlimited ? T.restUnlimited : formatCount(rest ?? 0)}
          </Typography.Text>
          {!unlimited && rest !== null && rows !== null && !short ? (
            <Typography.Text type="secondary">（{T.restAfter(formatCount(rest - rows))}）</Typography.Text>
          ) : null}
        </Typography.Paragraph>
        {short ? <Alert type="warning" showIcon title={T.restShort(formatCount(rest ?? 0))} /> : null}
      </Modal>
    </>
  );
}
