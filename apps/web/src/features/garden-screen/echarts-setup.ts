/**
 * The parts of ECharts the garden screen uses, registered once. This module is imported lazily
 * (by EChart), so ECharts ships in its own chunk loaded with the screen only.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
