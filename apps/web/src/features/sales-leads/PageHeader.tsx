import { Typography } from 'antd';

/** A sales page's heading and what it is for. */
export function PageHeader({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
    </>
  );
}
