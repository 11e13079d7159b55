/** Rules of the dashboard charts. */

/** Doughnut labels longer than this are cut and end with an ellipsis. */
export const LABEL_MAX_CHARS = 17;

export function chartLabel(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > LABEL_MAX_CHARS ? `${trimmed.slice(0, LABEL_MAX_CHARS)}…` : trimmed;
}

/** Axis label of a place: 'Полтавська міська громада' -> 'Полтавська' (the full name stays in tooltips and tables). */
export function placeLabel(name: string): string {
  return name
    .replace(/\s+(міська|сільська|селищна)\s+громада$/u, '')
    .replace(/\s+область$/u, '')
    .trim();
}

/** The doughnut's seven colours, in slice order (repeating past seven types). */
export const DOUGHNUT_COLORS = ['#6d28d9', '#db2777', '#0891b2', '#16a34a', '#f59e0b', '#2563eb', '#dc2626'] as const;

export const doughnutColor = (index: number): string => DOUGHNUT_COLORS[index % DOUGHNUT_COLORS.length] ?? DOUGHNUT_COLORS[0];

/** Average time arrives in seconds and is shown in whole days. */
export function secondsToDays(seconds: number | string | null | undefined): number {
  const n = Number(seconds);
  return Number.isFinite(n) ? Math.round(n / 86_400) : 0;
}

/** Under this many bars the bars get wider (less padding between them). */
export const WIDE_BARS_BELOW = 3;

export const barPadding = (bars: number): number => (bars < WIDE_BARS_BELOW ? 0.1 : 0.35);

export interface ChartRow {
  key: string;
  label: string;
  value: number;
}

/** Community bars, sorted by community name as Ukrainian readers expect. */
export function sortByLabel(rows: readonly ChartRow[]): ChartRow[] {
  return [...rows].sort((a, b) => a.label.localeCompare(b.label, 'uk'));
}

export const toCount = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
