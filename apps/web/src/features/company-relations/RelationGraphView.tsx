import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { RelationResult } from '@qishu/contract';
import { EChart, type ChartClickParams } from '../../lib/charts/EChart.tsx';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { relationChartLoader } from './chart-loader.ts';
import {
  chartGeometry,
  layoutRelations,
  relationChartOption,
  RelationColors,
  type RelationClick,
} from './relation-chart-option.ts';
import { RelationTexts as T } from './texts.ts';
import { useElementWidth } from '../../lib/use-element-width.ts';
import styles from './relations.module.css';

/**
 * The relation graph: companies as boxes, people as circles, the chosen ones filled; every edge
 * labelled. A picture wider than the card scrolls sideways; the wheel or two fingers zoom, dragging
 * pans; a click on a node opens its profile.
 */
export function RelationGraphView({ result }: { result: RelationResult }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 960);
  const navigate = useNavigate();
  const layout = useMemo(() => layoutRelations(result), [result]);
  const geometry = useMemo(() => chartGeometry(layout, width), [layout, width]);
  const option = useMemo(() => relationChartOption(result, layout, geometry), [result, layout, geometry]);
  const names = result.nodes
    .filter((n) => n.chosen)
    .map((n) => n.name)
    .join('、');

  const onClick = useCallback(
    (params: ChartClickParams) => {
      if (params.dataType !== 'node') return;
      const click = (params.data as { click?: RelationClick } | undefined)?.click;
      if (!click) return;
      void navigate(
        click.kind === 'company' ? ProfileRoutes.company(click.id) : ProfileRoutes.person(click.id),
      );
    },
    [navigate],
  );

  return (
    <div className={styles.graph}>
      <div className={styles.legend} aria-hidden>
        <span>
          <i className={styles.swatchCompany} /> {T.legendCompany}
        </span>
        <span>
          <i className={styles.swatchPerson} /> {T.legendPerson}
        </span>
        <span>
          <i className={styles.swatchChosen} style={{ background: RelationColors.company }} />{' '}
          {T.legendChosen}
        </span>
        <span className={styles.hint}>{T.graphHint}</span>
      </div>
      <div ref={box} className={styles.canvas} tabIndex={0} role="region" aria-label={T.graphScroll}>
        <div style={{ width: geometry.width }}>
          <EChart
            loader={relationChartLoader}
            option={option}
            label={T.graphLabel(names)}
            height={geometry.height}
            onClick={onClick}
          />
        </div>
      </div>
    </div>
  );
}
