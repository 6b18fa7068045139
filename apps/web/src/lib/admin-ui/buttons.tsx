import { Button, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** A small link button of a row's 操作 column. */
export function LinkButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}

/** The primary 新增… button above a list. */
export function CreateButton(props: Omit<ButtonProps, 'type' | 'icon'>) {
  return <Button type="primary" icon={<PlusOutlined />} {...props} />;
}
