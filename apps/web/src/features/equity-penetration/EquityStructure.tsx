import { useState } from 'react';
import { Alert, Flex, Segmented, Spin, Typography } from 'antd';
import { EquityColors } from './equity-chart-option.ts';
import { EquityGraphView } from './EquityGraphView.tsx';
import { EquityTree } from './EquityTree.tsx';
import { EquityTexts as T } from './texts.ts';
import { useEquityGraph } from './use-equity-graph.ts';
import styles from './equity.module.css';

type View = 'graph' | 'list';

/** 股权结构: the picture or the list view of the same unfolding, switched by the user. */
export function EquityStructure({ company }: { company: { company_id: number; name: string } }) {
  const state = useEquityGraph(company);
  const [view, setView] = useState<View>('graph');
  return (
    <div className={styles.graph}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Segmented<View>
          aria-label={T.viewLabel}
          value={view}
          onChange={setView}
          options={[
            { value: 'graph', label: T.viewGraph },
            { value: 'list', label: T.viewList },
          ]}
        />
        <Flex wrap gap={16} align="center" className={styles.legend} hidden={view !== 'graph'}>
          <span>
            <i className={styles.swatch} style={{ borderColor: EquityColors.company }} /> {T.legendCompany}
          </span>
          <span>
            <i className={styles.swatch} style={{ borderColor: EquityColors.person }} /> {T.legendPerson}
          </span>
          <span>
            <i className={styles.swatch} style={{ borderColor: EquityColors.org }} /> {T.legendOrg}
          </span>
          <span>
            <i className={styles.dashed} style={{ borderColor: EquityColors.cross }} /> {T.legendCross}
          </span>
        </Flex>
        {state.pending > 0 ? <Spin size="small" /> : null}
      </Flex>
      {view === 'graph' ? (
        <Typography.Paragraph className={styles.hint}>{T.graphHint}</Typography.Paragraph>
      ) : null}
      {state.failed ? (
        <Alert type="error" showIcon title={T.levelFailed} closable onClose={state.clearFailed} />
      ) : null}
      {view === 'graph' ? (
        <EquityGraphView name={company.name} state={state} />
      ) : (
        <EquityTree state={state} company={company} />
      )}
    </div>
  );
}
