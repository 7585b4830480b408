import { init, type EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

export interface EChartCanvasProps {
  option: EChartsCoreOption;
  height: number;
  // What the chart shows, for screen readers (the canvas itself says nothing).
  label: string;
}

// One ECharts canvas. The module that renders it registers the chart types it needs with `use`, so
// each page's chunk carries only its own.
export function EChartCanvas({ option, height, label }: EChartCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    // The box, not the window: its width also changes when the layout around it does (menu, late CSS).
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={element} style={{ height }} role="img" aria-label={label} />;
}
