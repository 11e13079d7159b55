/** The month range every statistics call carries (ISO instants, Kyiv month). */
export interface MonthRange {
  startDate: string;
  endDate: string;
}

export const rangeQuery = (range: MonthRange, extra: Record<string, string | number | undefined> = {}) => {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) query.set(key, String(value));
  return query.toString();
};
