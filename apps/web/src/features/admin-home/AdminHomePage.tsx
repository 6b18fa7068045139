import {
  Alert,
  Button,
  Card,
  Col,
  List,
  Progress,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { auditActionText, type AdminOverview, type Perm } from '@qishu/contract';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { adminOverviewQuery } from './admin-home-api.ts';
import { AdminHomeTexts as T } from './texts.ts';

type Login = AdminOverview['recentLogins'][number];
type Operation = AdminOverview['recentOperations'][number];

/** /admin/index: the back-office at a glance — figures, to-dos and the latest activity. */
export function AdminHomePage() {
  const can = useCan();
  const q = useQuery(adminOverviewQuery());
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={T.loadFailed}
        action={<Button onClick={() => void q.refetch()}>{T.retry}</Button>}
      />
    );
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const d = q.data;
  const link = (perm: Perm, to: string) => (can(perm) ? <Link to={to}>{T.viewAll}</Link> : null);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Card variant="outlined">
          <Statistic title={T.organisations} value={d.organisations} />
          {link('sys:agent:list', '/usermana/agentmana')}
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card variant="outlined">
          <Statistic title={T.activeUsers} value={d.activeUsers} />
          {link('sys:user:list', '/sys/users')}
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card variant="outlined">
          <Statistic title={T.loginsToday} value={d.loginsToday} />
          <Typography.Text type={d.failedLoginsToday > 0 ? 'danger' : 'secondary'}>
            {T.failedToday(d.failedLoginsToday)}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card variant="outlined">
          <Statistic title={T.pendingCustom} value={d.pendingCustomRequests} />
          {link('mall:custom:list', '/sys/apply')}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={T.lowCapacity} variant="outlined" extra={link('sys:agent:list', '/usermana/agentmana')}>
          <Typography.Paragraph type="secondary">{T.lowCapacityHint}</Typography.Paragraph>
          <List
            dataSource={d.lowCapacity}
            locale={{ emptyText: T.noLowCapacity }}
            renderItem={(a) => (
              <List.Item>
                <div style={{ width: '100%' }}>
                  <div>{a.name}</div>
                  <Progress
                    percent={Math.round((a.un_basic_number / a.basic_number) * 100)}
                    status="exception"
                    size="small"
                    aria-label={`${a.name} ${T.remaining(a.un_basic_number, a.basic_number)}`}
                  />
                  <Typography.Text type="secondary">
                    {T.remaining(a.un_basic_number, a.basic_number)}
                  </Typography.Text>
                </div>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={T.recentLogins} variant="outlined" extra={link('log:login:list', '/logmana/alllog')}>
          <Table<Login>
            rowKey="login_log_id"
            size="small"
            pagination={false}
            dataSource={d.recentLogins}
            columns={[
              { title: T.time, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
              { title: T.account, render: (_, r) => r.realname ?? r.username },
              { title: T.organisation, dataIndex: 'agent_name' },
              {
                title: T.result,
                render: (_, r) =>
                  r.success ? (
                    <Tag color="success">{T.success}</Tag>
                  ) : (
                    <Tag color="error">{r.reason ?? T.failure}</Tag>
                  ),
              },
              { title: 'IP', dataIndex: 'ip' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card
          title={T.recentOperations}
          variant="outlined"
          extra={link('log:operation:list', '/sys/adminlog')}
        >
          <Table<Operation>
            rowKey="operation_log_id"
            size="small"
            pagination={false}
            dataSource={d.recentOperations}
            columns={[
              { title: T.time, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
              { title: T.operator, dataIndex: 'realname' },
              { title: T.action, dataIndex: 'action', render: (v: string) => auditActionText(v) },
              { title: T.target, render: (_, r) => `${r.entity}${r.entity_id ? ` #${r.entity_id}` : ''}` },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
