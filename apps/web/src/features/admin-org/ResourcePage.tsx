import { Alert, Card, Col, Progress, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { capacitySummary } from '@qishu/contract';
import { agentInfoQuery } from './org-api.ts';
import { OrgTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { STATUS_TEXT } from '../../lib/status-colours.ts';

/** the bar's fill (a graphic); the number beside it takes the readable STATUS_TEXT */
const COLOURS = { success: '#52c41a', warning: '#faad14', error: '#ff4d4f' } as const;

/** /config/resource: the caller's own organisation's capacity — rank, basic, used, remaining and ratio. */
export function ResourcePage() {
  const q = useQuery(agentInfoQuery());
  if (q.isError) {
    return <QueryErrorAlert title={T.loadFailed} query={q} retryText={T.retry} />;
  }
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const a = q.data;
  const s = capacitySummary(a);
  const badge = s.badge;

  return (
    <Card title={`${T.resourceTitle} · ${a.name}`} variant="borderless">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={T.resourceRank} value={s.unlimited ? T.resourceRankUnlimited(a.rank) : a.rank} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={T.basicNumber}
            value={s.unlimited ? T.unlimited : a.basic_number.toLocaleString('en-US')}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={T.used} value={s.unlimited ? '—' : s.used.toLocaleString('en-US')} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={T.unBasicNumber}
            value={badge.text}
            styles={badge.unlimited ? undefined : { content: { color: STATUS_TEXT[badge.status] } }}
          />
        </Col>
      </Row>
      <div style={{ marginTop: 24 }}>
        <Typography.Text strong>{T.resourceProgress}</Typography.Text>{' '}
        {badge.unlimited ? (
          <Tag color="processing">{T.unlimited}</Tag>
        ) : (
          <Tag color={badge.status}>
            {T.resourceRatio} {s.percent}%
          </Tag>
        )}
        <Progress
          percent={s.percent}
          showInfo={!s.unlimited}
          status={badge.unlimited ? 'normal' : badge.status === 'error' ? 'exception' : 'normal'}
          strokeColor={badge.unlimited ? undefined : COLOURS[badge.status]}
          format={(p) => `${T.unBasicNumber} ${p}%`}
          aria-label={T.resourceProgress}
        />
      </div>
      <Alert
        style={{ marginTop: 16 }}
        type={badge.unlimited || badge.status === 'success' ? 'info' : badge.status}
        showIcon
        title={s.explanation}
      />
    </Card>
  );
}
