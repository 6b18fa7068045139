import { useEffect, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { AdminUiTexts as T } from './texts.ts';

interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  /** values to edit; undefined for a new row */
  initialValues?: Partial<Values> | undefined;
  onCancel: () => void;
  /** saves; the modal stays open and shows the button spinner until it settles */
  onSubmit: (values: Values) => Promise<unknown>;
  children: ReactNode | ((form: FormInstance<Values>) => ReactNode);
  width?: number;
  saving?: boolean;
}

/** A create/edit dialog around an antd Form: validation on 确定, reset on every open. */
export function FormModal<Values extends object>(props: FormModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  const { open, initialValues } = props;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const ok = async () => {
    const values = await form.validateFields();
    await props.onSubmit(values);
  };

  return (
    <Modal
      open={open}
      title={props.title}
      width={props.width ?? 560}
      okText={T.ok}
      cancelText={T.cancel}
      confirmLoading={props.saving}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={props.onCancel}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" preserve={false}>
        {typeof props.children === 'function' ? props.children(form) : props.children}
      </Form>
    </Modal>
  );
}
