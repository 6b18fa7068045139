/**
 * The parts of ECharts the company map uses, registered once; imported lazily, so ECharts ships
 * in a chunk of its own, fetched with this page only.
 */
import * as echarts from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
