import { ResponsivePie, type PieCustomLayerProps } from '@nivo/pie';
import { chartLabel, doughnutColor, type ChartRow } from '../lib/chart-data';

/**
 * The nivo doughnut itself. Only the dashboard imports it, through React.lazy, so
 * nivo lands in the charts chunk that no public page loads.
 */

interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

export interface AssistanceDoughnutChartProps {
  rows: readonly ChartRow[];
  total: number;
}

export default function AssistanceDoughnutChart({ rows, total }: AssistanceDoughnutChartProps) {
  const slices: Slice[] = rows.map((row, i) => ({ id: row.key, label: chartLabel(row.label), value: row.value, color: doughnutColor(i) }));
  const Centre = ({ centerX, centerY }: PieCustomLayerProps<Slice>) => (
    <text x={centerX} y={centerY} textAnchor="middle" dominantBaseline="central" className="fill-slate-900 text-3xl font-semibold" data-testid="doughnut-total">
      {total}
    </text>
  );
  return (
    <ResponsivePie<Slice>
      data={slices.filter((s) => s.value > 0)}
      margin={{ top: 24, right: 24, bottom: 24, left: 24 }}
      innerRadius={0.62}
      padAngle={1}
      cornerRadius={3}
      colors={({ data }) => data.color}
      enableArcLinkLabels={false}
      arcLabelsSkipAngle={12}
      arcLabelsTextColor="#ffffff"
      animate={false}
      layers={['arcs', 'arcLabels', Centre]}
      // The panel's wrapper is the image, named and described by the legend.
      role="presentation"
      tooltip={({ datum }) => (
        <div className="rounded bg-white px-2 py-1 text-sm shadow">
          {datum.label}: <strong>{datum.value}</strong>
        </div>
      )}
    />
  );
}
