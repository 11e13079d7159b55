/** Stand-in for a screen that another piece of work fills in; it keeps the route and its guard testable. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
    </section>
  );
}
