import { ResponsiveBar } from '@nivo/bar';
import { barPadding, placeLabel, type ChartRow } from '../lib/chart-data';

/** The nivo bar chart, loaded lazily like the doughnut. */
export interface CountBarChartProps {
  rows: readonly ChartRow[];
  /** Axis legend of the values ('Звернення', 'Днів'). */
  valueLegend: string;
  color: string;
  /** Rotate long category labels (regions). */
  slantedLabels?: boolean;
}

export default function CountBarChart({ rows, valueLegend, color, slantedLabels = false }: CountBarChartProps) {
  const data = rows.map((row) => ({ label: row.label, value: row.value }));
  return (
    <ResponsiveBar
      data={data}
      keys={['value']}
      indexBy="label"
      margin={{ top: 16, right: 16, bottom: slantedLabels ? 110 : 60, left: 48 }}
      padding={barPadding(rows.length)}
      colors={[color]}
      enableGridY
      labelSkipHeight={14}
      labelTextColor="#ffffff"
      axisLeft={{ legend: valueLegend, legendPosition: 'middle', legendOffset: -40, tickValues: 5, format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      axisBottom={{ tickRotation: slantedLabels ? -45 : 0, format: (v) => placeLabel(String(v)) }}
      animate={false}
      // The panel's wrapper is the image, named and described by the values table.
      role="presentation"
      tooltip={({ indexValue, value }) => (
        <div className="rounded bg-white px-2 py-1 text-sm shadow">
          {indexValue}: <strong>{value}</strong>
        </div>
      )}
    />
  );
}
