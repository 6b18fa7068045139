import { Button, Popconfirm } from 'antd';
import { AdminUiTexts as T } from './texts.ts';

/** 删除 link with a confirmation; `title` overrides the question (e.g. a warning that data exists). */
export function DeleteAction(props: {
  onConfirm: () => Promise<unknown>;
  title?: string;
  disabled?: boolean;
}) {
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
