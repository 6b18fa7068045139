import { Space, Typography } from 'antd';

/** The 用户 cell of an order list: who bought, over their organisation in grey. */
export function BuyerCell({ who, agent }: { who: string; agent: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{who}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {agent}
      </Typography.Text>
    </Space>
  );
}
