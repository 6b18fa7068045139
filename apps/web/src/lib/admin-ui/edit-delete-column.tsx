import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteAction } from './DeleteAction.tsx';
import { AdminUiTexts as T } from './texts.ts';

export interface EditDeleteOptions<Row> {
  /** the user holds the update permission */
  canEdit: boolean;
  /** the user holds the delete permission */
  canDelete: boolean;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => Promise<unknown>;
  /** the delete confirmation (default 确定删除该条数据吗？) */
  deleteTitle?: (row: Row) => string;
  width?: number;
}

/** The 操作 column with 编辑 and 删除 as the user's permissions allow; no column when neither. */
export function editDeleteColumn<Row>(opts: EditDeleteOptions<Row>): ColumnsType<Row> {
  if (!opts.canEdit && !opts.canDelete) return [];
  return [
    {
      title: T.actions,
      key: 'actions',
      width: opts.width ?? 130,
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          {opts.canEdit && (
            <Button type="link" size="small" onClick={() => opts.onEdit(row)}>
              {T.edit}
            </Button>
          )}
          {opts.canDelete && (
            <DeleteAction
              {...(opts.deleteTitle ? { title: opts.deleteTitle(row) } : {})}
              onConfirm={() => opts.onDelete(row)}
            />
          )}
        </Space>
      ),
    },
  ];
}
