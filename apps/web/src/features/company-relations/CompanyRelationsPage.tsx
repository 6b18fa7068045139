import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { RelationLimits } from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { EntityPicker, type PickedEntity } from './EntityPicker.tsx';
import { PathList } from './PathList.tsx';
import { RelationGraphView } from './RelationGraphView.tsx';
import { entitiesQuery, relationsQuery } from './relations-api.ts';
import { parseRelationParams, relationSearchParams, type ChosenEntity } from './relation-params.ts';
import { RelationTexts as T } from './texts.ts';
import styles from './relations.module.css';

const hopOptions = Array.from({ length: RelationLimits.maxHops }, (_, i) => ({
  value: i + 1,
  label: T.hopsOption(i + 1),
}));

/**
 * 查关系 (/data/relation, issue 15 point 5): pick 2–5 companies or people and a depth; the answer is
 * a graph of the links found (every edge labelled, the chosen ones highlighted) and, beside it (below
 * on a phone), each pair's shortest paths with links to the profiles. The search is in the address
 * (`?company=12&person=7&hops=4`), so a profile's link can prefill it and a search can be shared.
 */
export function CompanyRelationsPage() {
  const [params, setParams] = useSearchParams();
  const submitted = useMemo(() => parseRelationParams(params), [params]);
  const [chosen, setChosen] = useState<ChosenEntity[]>(submitted.entities);
  const [hops, setHops] = useState(submitted.hops);
  const [picked, setPicked] = useState<Record<string, string>>({});

  // names of the entities the address brought
  const prefillKeys = submitted.entities.map((e) => e.key).join(',');
  const prefill = useQuery(entitiesQuery(prefillKeys));
  const nameOf = (key: string) =>
    picked[key] ?? prefill.data?.find((e) => e.key === key)?.name ?? `#${key.slice(1)}`;

  const input =
    submitted.entities.length >= RelationLimits.minEntities
      ? {
          entities: submitted.entities.map((e) => ({ kind: e.kind, id: e.id })),
          max_hops: submitted.hops,
        }
      : null;
  const relations = useQuery(relationsQuery(input));

  const add = (e: PickedEntity) => {
    setPicked((p) => ({ ...p, [e.key]: e.name }));
    setChosen((list) =>
      list.some((c) => c.key === e.key) || list.length >= RelationLimits.maxEntities
        ? list
        : [...list, { key: e.key, kind: e.kind, id: e.id }],
    );
  };
  const submit = () => setParams(relationSearchParams({ entities: chosen, hops }));
  const clear = () => {
    setChosen([]);
    setParams(new URLSearchParams());
  };

  const result = relations.data;
  const linked = result?.pairs.filter((p) => p.hops !== null).length ?? 0;

  return (
    <div className={styles.page}>
      <Card>
        <Typography.Title level={1} className={styles.title}>
          {T.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {T.intro}
        </Typography.Paragraph>
        <EntityPicker chosen={chosen} onAdd={add} />
        <div className={styles.chosen} aria-label={T.chosenLabel} role="group">
          <Typography.Text type="secondary" className={styles.chosenCount}>
            {T.chosenCount(chosen.length)}
          </Typography.Text>
          {chosen.length === 0 ? (
            <Typography.Text type="secondary">{T.chosenEmpty}</Typography.Text>
          ) : (
            chosen.map((c) => (
              <Tag
                key={c.key}
                className={styles.chip}
                color={c.kind === 'company' ? 'blue' : 'orange'}
                icon={c.kind === 'company' ? <BankOutlined aria-hidden /> : <UserOutlined aria-hidden />}
                closable
                closeIcon={<span aria-label={T.remove(nameOf(c.key))}>×</span>}
                onClose={(event) => {
                  event.preventDefault();
                  setChosen((list) => list.filter((x) => x.key !== c.key));
                }}
              >
                {nameOf(c.key)}
              </Tag>
            ))
          )}
        </div>
        <Space wrap className={styles.actions}>
          <label className={styles.hops}>
            <span>{T.hopsLabel}</span>
            <Select<number>
              aria-label={T.hopsLabel}
              value={hops}
              onChange={setHops}
              options={hopOptions}
              style={{ width: 96 }}
            />
          </label>
          <Button type="primary" onClick={submit} disabled={chosen.length < RelationLimits.minEntities}>
            {T.submit}
          </Button>
          <Button onClick={clear} disabled={chosen.length === 0 && !input}>
            {T.clear}
          </Button>
          {chosen.length < RelationLimits.minEntities && (
            <Typography.Text type="secondary">{T.needTwo}</Typography.Text>
          )}
        </Space>
      </Card>

      {input && relations.isPending && (
        <Card aria-busy="true" aria-label={T.loading}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
      {input && relations.isError && (
        <QueryErrorAlert title={T.loadFailed} query={relations} retryText={T.retry} />
      )}
      {input && result && (
        <>
          {result.truncated && <Alert type="warning" showIcon title={T.partial} />}
          {linked === 0 ? (
            <Card>
              <Empty description={T.nothingFound(result.max_hops)} />
            </Card>
          ) : (
            <div className={styles.result}>
              <Card
                className={styles.graphCard}
                title={T.graphTitle}
                extra={
                  <Typography.Text type="secondary">
                    {T.resultSummary(result.pairs.length, linked, result.max_hops)}
                  </Typography.Text>
                }
              >
                <RelationGraphView result={result} />
              </Card>
              <Card className={styles.pathsCard} title={T.pathsTitle}>
                <PathList result={result} />
              </Card>
            </div>
          )}
        </>
      )}
    </div>
  );
}
