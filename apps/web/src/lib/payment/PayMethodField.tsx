import { Form, Radio } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { PayType } from '@qishu/contract';

/**
 * 支付方式 of an order form: WeChat Pay (pay_type 0, data-shop.md §9) is the only method, shown as
 * a checked radio so the buyer sees how they will pay.
 */
export function PayMethodField() {
  return (
    <Form.Item label="支付方式">
      <Radio.Group
        value={PayType.wallet}
        options={[
          {
            value: PayType.wallet,
            label: (
              <span>
                <WechatOutlined aria-hidden style={{ color: '#09bb07' }} /> 微信支付
              </span>
            ),
          },
        ]}
      />
    </Form.Item>
  );
}
