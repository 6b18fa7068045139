import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EChart, type ChartClickParams } from '../../lib/charts/EChart.tsx';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { equityChartLoader } from './chart-loader.ts';
import { chartBox, equityChartOption, type EquityClick } from './equity-chart-option.ts';
import { layoutEquity } from './equity-layout.ts';
import { EquityTexts as T } from './texts.ts';
import type { EquityGraphState } from './use-equity-graph.ts';
import { useElementWidth } from '../../lib/use-element-width.ts';
import styles from './equity.module.css';

/** Distance between node centres: a phone fits two to three boxes across, a desktop seven or more. */
function columnGapFor(width: number): number {
  return width < 600 ? 132 : 168;
}

/**
 * The equity picture: the company in the middle, holders above, investments below; every node
 * that has more shows a +/− to unfold or fold the next level. A click on a company or a person
 * opens its page in the shell.
 */
export function EquityGraphView({ name, state }: { name: string; state: EquityGraphState }) {
  const { graph, unfoldNode, foldNode } = state;
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 960);
  const navigate = useNavigate();

  const columnGap = columnGapFor(width);
  const nodeWidth = columnGap - 14;
  const layout = useMemo(() => layoutEquity(graph, { columnGap, rowGap: 96 }), [graph, columnGap]);
  const chart = useMemo(() => chartBox(layout, width, nodeWidth), [layout, width, nodeWidth]);
  const option = useMemo(
    () => equityChartOption({ graph, layout, box: chart, nodeWidth }),
    [graph, layout, chart, nodeWidth],
  );

  // a picture wider than the card scrolls sideways, opening with the company in the middle
  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.scrollLeft = -chart.left - element.clientWidth / 2;
  }, [chart.left, chart.width]);

  const onClick = useCallback(
    (params: ChartClickParams) => {
      const click = (params.data as { click?: EquityClick } | undefined)?.click;
      if (!click) return;
      if (click.role === 'toggle') {
        if (click.unfolded) foldNode(click.key, click.direction);
        else void unfoldNode(click.key, click.direction);
        return;
      }
      const node = graph.nodes.get(click.role === 'node' ? click.node.key : click.parent);
      if (!node || node.id === null || (click.role === 'node' && node.level === 0)) return;
      if (node.kind === 'C') void navigate(ProfileRoutes.company(node.id));
      else if (node.kind === 'P') void navigate(ProfileRoutes.person(node.id));
    },
    [graph, navigate, unfoldNode, foldNode],
  );

  return (
    // a picture wider than the card scrolls sideways: the scroll box is focusable for the keyboard
    <div ref={box} className={styles.canvas} tabIndex={0} role="region" aria-label={T.graphScroll}>
      <div style={{ width: chart.width }}>
        <EChart
          loader={equityChartLoader}
          option={option}
          label={T.graphLabel(name)}
          height={chart.height}
          onClick={onClick}
        />
      </div>
    </div>
  );
}
