import type { ChartSpec, DrawnChart } from './components/draw-chart';

/** What the page asked to draw, newest last: tests mock draw-chart with this module (happy-dom has no canvas). */
export const drawnCharts: ChartSpec[] = [];

export function drawChart(container: HTMLElement, spec: ChartSpec): DrawnChart {
  drawnCharts.push(spec);
  container.append(document.createElement('canvas'));
  return { resize: () => {}, destroy: () => {} };
}
