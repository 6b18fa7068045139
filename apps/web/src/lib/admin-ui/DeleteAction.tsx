import type { ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import { AdminUiTexts as T } from './texts.ts';

/**
 * 删除 link with a confirmation; `title` overrides the question (e.g. a warning that data exists).
 * With `blockedBy` the link is disabled and the reason shows as its tooltip instead.
 */
export function DeleteAction(props: {
  onConfirm: () => Promise<unknown>;
  title?: string;
  disabled?: boolean;
  blockedBy?: ReactNode;
}) {
  if (props.blockedBy) {
    return (
      <Tooltip title={props.blockedBy}>
        {/* a disabled button fires no hover events: the span carries the tooltip */}
        <span>
          <DeleteAction disabled onConfirm={props.onConfirm} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={props.title ?? T.confirmDelete}
      okText={T.ok}
      cancelText={T.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={() => props.onConfirm().catch(() => undefined)}
      disabled={props.disabled}
    >
      <Button type="link" size="small" danger disabled={props.disabled}>
        {T.delete}
      </Button>
    </Popconfirm>
  );
}
