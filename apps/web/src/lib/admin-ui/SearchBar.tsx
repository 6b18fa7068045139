import type { CSSProperties, ReactNode } from 'react';
import { Button, Card, Flex, Form, Space, type FormInstance } from 'antd';
import { AdminUiTexts as T } from './texts.ts';
import styles from './search-bar.module.css';

/** The search bar of a back-office list: inline fields, then 查询 and 重置. */
export function SearchBar<Values>(props: {
  form: FormInstance<Values>;
  /** the form's name prefixes its field ids (name_…), so they never clash with a dialog's fields */
  name?: string;
  initialValues?: Partial<Values>;
  onFinish: (values: Values) => void;
  onReset: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Card size="small" variant="borderless" styles={{ body: { padding: 0 } }}>
      <Form<Values>
        form={props.form}
        name={props.name}
        layout="inline"
        className={styles.bar}
        initialValues={props.initialValues}
        onFinish={props.onFinish}
        onReset={props.onReset}
        style={props.style}
      >
        {props.children}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {T.search}
            </Button>
            <Button htmlType="reset">{T.reset}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The line above a list's table: its title on the left, its buttons on the right (wrapping on a phone). */
export function ListTitleBar({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <div style={{ fontWeight: 600 }}>{title}</div>
      <Space wrap style={{ marginInlineStart: 'auto' }}>
        {children}
      </Space>
    </Flex>
  );
}
