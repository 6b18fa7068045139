import { Fragment } from 'react';
import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import type { RelationEdge, RelationNode, RelationResult } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { RelationTexts as T } from './texts.ts';
import styles from './relations.module.css';

const hrefOf = (n: RelationNode) =>
  n.kind === 'company' ? ProfileRoutes.company(n.id) : ProfileRoutes.person(n.id);

function NodeLink({ node }: { node: RelationNode }) {
  return (
    <Link
      to={hrefOf(node)}
      className={`${node.kind === 'person' ? styles.personLink : styles.companyLink} ${node.chosen ? styles.chosenLink : ''}`}
    >
      {node.name}
    </Link>
  );
}

/**
 * One step of a path: its edges' labels between arrows that point the way the registry reads them
 * (holder → company, person → company, parent → branch): → forward, ← backward, ↔ both.
 */
function Step({ edges, prev }: { edges: RelationEdge[]; prev: string }) {
  const forward = edges.some((e) => e.from === prev);
  const backward = edges.some((e) => e.to === prev);
  const arrow = forward && backward ? '↔' : backward ? '←' : '→';
  return (
    <span className={styles.step}>
      {arrow} {edges.map((e) => e.label).join('、')} {arrow}
    </span>
  );
}

/** For each pair of chosen entities, its shortest paths in words (A → 持股 51% → B → 法定代表人 → 张三 …). */
export function PathList({ result }: { result: RelationResult }) {
  const nodes = new Map(result.nodes.map((n) => [n.key, n]));
  const nameOf = (k: string) => nodes.get(k)?.name ?? k;
  return (
    <div className={styles.pairs}>
      {result.pairs.map((pair) => (
        <section
          key={`${pair.from}-${pair.to}`}
          className={styles.pair}
          aria-label={T.pairHeading(nameOf(pair.from), nameOf(pair.to))}
        >
          <div className={styles.pairHead}>
            <Typography.Text strong>{T.pairHeading(nameOf(pair.from), nameOf(pair.to))}</Typography.Text>
            {pair.hops === null ? (
              <Tag>{T.pairNothing(result.max_hops)}</Tag>
            ) : (
              <Tag color="blue">
                {T.pairHops(pair.hops, pair.paths.length, pair.more)}
                {pair.truncated ? T.pairCut : ''}
              </Tag>
            )}
          </div>
          {pair.paths.length > 0 && (
            <ol className={styles.paths}>
              {pair.paths.map((path, i) => (
                <li key={path.nodes.join('>')} aria-label={T.pathLabel(i + 1)}>
                  <ApartmentOutlined className={styles.pathIcon} aria-hidden />
                  {path.nodes.map((k, j) => {
                    const node = nodes.get(k);
                    return (
                      <Fragment key={k}>
                        {j > 0 && (
                          <Step
                            edges={path.steps[j - 1]!.map((e) => result.edges[e]!)}
                            prev={path.nodes[j - 1]!}
                          />
                        )}
                        {node ? <NodeLink node={node} /> : k}
                      </Fragment>
                    );
                  })}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
