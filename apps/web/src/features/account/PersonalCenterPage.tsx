import { Card, Col, Menu, Row, Typography } from 'antd';
import { Link, Navigate, useParams } from 'react-router';
import { AccountTexts, personalSections } from './texts.ts';

const menuItems = personalSections.map(({ key, title }) => ({
  key,
  label: <Link to={`/manin/${key}`}>{title}</Link>,
}));

/**
 * /manin/*: the personal centre's frame — left menu and the chosen section. Each section's screen
 * (orders, cart, my data, profile, password) is filled by the account issues.
 */
export function PersonalCenterPage() {
  const child = useParams()['*'] ?? '';
  const section = personalSections.find(({ key }) => key === child);
  if (!section) return <Navigate to={`/manin/${personalSections[0].key}`} replace />;

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card styles={{ body: { padding: 8 } }}>
          <Typography.Title level={5} style={{ padding: '4px 16px' }}>
            {AccountTexts.title}
          </Typography.Title>
          <Menu
            mode="inline"
            items={menuItems}
            selectedKeys={[section.key]}
            style={{ borderInlineEnd: 'none' }}
            aria-label={AccountTexts.menuLabel}
          />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Card title={section.title}>
          <Typography.Paragraph>{section.body}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{AccountTexts.intro}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {AccountTexts.signInHint}
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
