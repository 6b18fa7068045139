import { useMemo } from 'react';
import { Link } from 'react-router';
import { Tree, Typography, type TreeDataNode } from 'antd';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { ratioText } from '../../lib/company/ratio.ts';
import { ToneTag } from '../../lib/company/ToneTag.tsx';
import type { Direction } from './equity-graph.ts';
import { equityTree, expandedKeys, type EquityTreeNode } from './equity-tree.ts';
import { EquityTexts as T } from './texts.ts';
import type { EquityGraphState } from './use-equity-graph.ts';
import styles from './equity.module.css';

interface TreeNode extends TreeDataNode {
  source: EquityTreeNode;
  children?: TreeNode[];
}

function NodeName({ t }: { t: EquityTreeNode }) {
  const { node } = t;
  if (node.level === 0) return <strong>{node.name}</strong>;
  if (node.id !== null && node.kind === 'C')
    return <Link to={ProfileRoutes.company(node.id)}>{node.name}</Link>;
  if (node.id !== null && node.kind === 'P')
    return <Link to={ProfileRoutes.person(node.id)}>{node.name}</Link>;
  return <>{node.name}</>;
}

function Title({ t }: { t: EquityTreeNode }) {
  return (
    <span className={styles.treeTitle}>
      <NodeName t={t} />
      {t.node.level !== 0 ? <ToneTag tone="grey">{T.kind[t.node.kind]}</ToneTag> : null}
      {t.ratio_ppm !== null ? <span className={styles.pathRatio}>{ratioText(t.ratio_ppm)}</span> : null}
      {t.cross ? <Typography.Text type="warning">{T.crossNote}</Typography.Text> : null}
    </span>
  );
}

function toTreeData(t: EquityTreeNode): TreeNode {
  return {
    key: t.key,
    source: t,
    title: <Title t={t} />,
    isLeaf: !t.expandable,
    children: t.children.length > 0 ? t.children.map(toTreeData) : undefined,
  };
}

/** One direction of the list view: a keyboard-usable tree that unfolds like the picture. */
function DirectionTree({
  state,
  company,
  direction,
}: {
  state: EquityGraphState;
  company: Company;
  direction: Direction;
}) {
  const { graph, unfoldNode, foldNode } = state;
  const tree = useMemo(() => equityTree(graph, company, direction), [graph, company, direction]);
  const expanded = useMemo(() => expandedKeys(graph, tree, direction), [graph, tree, direction]);
  if (!tree) return null;
  return (
    <Tree<TreeNode>
      blockNode
      showLine
      selectable={false}
      treeData={[toTreeData(tree)]}
      expandedKeys={expanded}
      loadedKeys={expanded}
      loadData={(node) => unfoldNode(node.source.node.key, direction)}
      onExpand={(_, { node, expanded: open }) => {
        if (!open) foldNode(node.source.node.key, direction);
      }}
    />
  );
}

interface Company {
  company_id: number;
  name: string;
}

/** The list view: holders upwards, investments downwards, each a tree. */
export function EquityTree({ state, company }: { state: EquityGraphState; company: Company }) {
  return (
    <div className={styles.trees}>
      <section aria-label={T.upTree}>
        <h3 className={styles.treeHeading}>{T.upTree}</h3>
        <DirectionTree state={state} company={company} direction="up" />
      </section>
      <section aria-label={T.downTree}>
        <h3 className={styles.treeHeading}>{T.downTree}</h3>
        <DirectionTree state={state} company={company} direction="down" />
      </section>
    </div>
  );
}
