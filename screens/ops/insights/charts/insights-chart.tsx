import { useEffect, useRef } from 'react';
import { BarChart, LineChart, type Axis, type ChartRect, type Svg } from 'chartist';
import 'chartist/dist/index.css';

/** One line or bar series; its colour is its position (the legend and the CSS agree: series a, b, c...). */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

/** A region version on a time chart: where (a fractional label index, engine/insights/markers.ts), its number and message. */
export interface ChartMarker {
  index: number;
  number: number;
  message: string;
}

interface Props {
  kind: 'line' | 'bar';
  /** The x labels (bars: the categories). */
  labels: string[];
  series: ChartSeries[];
  /** Bars drawn across, their labels on the left: questions, whose names are long. */
  horizontal?: boolean;
  markers?: ChartMarker[];
  /** What the chart shows, for screen readers (the numbers are in the table beside it). */
  label: string;
  /** Height in pixels; a horizontal bar chart grows with its categories. */
  height?: number;
}

/** Every n-th label of a long axis, fewer on a narrow screen. */
function everyNth(labels: readonly string[], count: number) {
  const step = Math.max(1, Math.ceil(labels.length / count));
  return (value: unknown, index: number) => (index % step === 0 ? String(value) : null);
}

/**
 * A chart of the insights page drawn with Chartist (SVG; screens/ops/insights/README.md says why
 * that library): lines or bars, with the region versions as numbered vertical lines. The SVG is a
 * picture for the eye (role img with a label); the figures are the table beside it.
 */
export function InsightsChart({ kind, labels, series, horizontal = false, markers = [], label, height }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chartHeight = height ?? (horizontal ? Math.max(160, labels.length * 14 * Math.max(1, series.length) + 40) : 260);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // Bars across list their first label at the bottom: reversed here (labels and values, never the
    // series, whose order is their colour and the legend's), the first question reads at the top.
    const order = <T,>(list: readonly T[]) => (horizontal ? [...list].reverse() : [...list]);
    const data = { labels: order(labels), series: series.map((s) => ({ name: s.name, data: order(s.values).map((v) => (v === null ? undefined : v)) })) };
    const narrow: [string, object][] = [['(max-width: 600px)', { axisX: { labelInterpolationFnc: everyNth(labels, 4) } }]];
    const chart =
      kind === 'line'
        ? new LineChart(
            element,
            data,
            {
              height: chartHeight,
              fullWidth: true,
              lineSmooth: false,
              showPoint: labels.length <= 31,
              chartPadding: { top: 16, right: 16, bottom: 0, left: 0 },
              axisX: { labelInterpolationFnc: everyNth(labels, 10), showGrid: false },
              axisY: { onlyInteger: true, low: 0 },
            },
            narrow,
          )
        : new BarChart(element, data, {
            height: chartHeight,
            horizontalBars: horizontal,
            seriesBarDistance: horizontal ? 10 : 12,
            chartPadding: { top: 16, right: 16, bottom: 0, left: 0 },
            axisX: horizontal ? { onlyInteger: true, low: 0 } : { showGrid: false },
            axisY: horizontal ? { offset: 200, showGrid: false } : { onlyInteger: true, low: 0 },
          }, [['(max-width: 600px)', { axisY: { offset: 120 } }]]);
    if (markers.length > 0) {
      chart.on('created', (event: { chartRect: ChartRect; axisX: Axis; svg: Svg }) => {
        const group = event.svg.elem('g', {}, 'insights-marker-group');
        for (const marker of markers) {
          // A step axis projects a label index to its x: fractional indexes land between two labels.
          const x = event.chartRect.x1 + event.axisX.projectValue(0, marker.index, []);
          const g = group.elem('g', {}, 'insights-marker');
          g.elem('line', { x1: x, x2: x, y1: event.chartRect.y1, y2: event.chartRect.y2 }, 'insights-marker__line');
          g.elem('text', { x: x + 3, y: event.chartRect.y2 + 2 }, 'insights-marker__number').text(String(marker.number));
          g.elem('title').text(`${marker.number}. ${marker.message}`);
        }
      });
    }
    return () => {
      chart.detach();
    };
  }, [kind, labels, series, horizontal, markers, chartHeight]);

  return <div ref={host} className={`insights-chart${horizontal ? ' insights-chart--across' : ''}`} role="img" aria-label={label} style={{ minHeight: chartHeight }} />;
}
