// An ECharts canvas that follows its container's size. Only the parts the reports draw are
// imported (bar, line, pie; grid, tooltip, legend; the canvas renderer), so the bundle
// carries nothing else of ECharts.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface ChartClick { seriesIndex?: number; dataIndex?: number }

export function EChart({ option, onClick, className = '', label }: {
  option: Record<string, unknown>;
  onClick?(p: ChartClick): void;
  className?: string;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts>(undefined);
  const click = useRef(onClick);
  click.current = onClick;

  useEffect(() => {
    const el = box.current!;
    const c = init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    // The browser flows find a bar's place on the canvas through the chart (convertToPixel).
    (el as HTMLDivElement & { echarts?: ECharts }).echarts = c;
    c.on('click', (p) => click.current?.({ seriesIndex: p.seriesIndex, dataIndex: p.dataIndex }));
    // The container's size, not the window's: a dashlet changes width without the window.
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el);
    return () => { ro.disconnect(); c.dispose(); chart.current = undefined; };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} data-testid="report-chart" className={`h-full w-full ${className}`} />;
}
