import { Flex, Spin, Typography } from 'antd';

export function PageSpinner({ tip }: { tip: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{tip}</Typography.Text>
    </Flex>
  );
}
