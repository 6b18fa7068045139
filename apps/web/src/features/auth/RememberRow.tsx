import { Button, Checkbox, Flex, Form } from 'antd';
import { AuthTexts } from './texts.ts';

/** 记住密码 on the left, 忘记密码？ on the right, under a login form's fields. */
export function RememberRow({ onForgot }: { onForgot: () => void }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Form.Item name="remember" valuePropName="checked" noStyle>
        <Checkbox>{AuthTexts.remember}</Checkbox>
      </Form.Item>
      <Button type="link" onClick={onForgot} style={{ padding: 0 }}>
        {AuthTexts.forgot}
      </Button>
    </Flex>
  );
}
