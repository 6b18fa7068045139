/**
 * The parts of ECharts the relation graph uses, registered once. Imported lazily (by the page's chart
 * loader), so ECharts ships in a chunk of its own, fetched with this page only.
 */
import * as echarts from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([GraphChart, TooltipComponent, CanvasRenderer]);

export { echarts };
