/** The log as it is: a dark, pre-formatted, scrollable block (spec part 2 section 2 'Log viewer'). */
export function LogView({ text }: { text: string }) {
  return (
    <pre
      data-testid="server-log"
      tabIndex={0}
      aria-label="Журнал сервера"
      className="max-h-[75vh] overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-100"
    >
      {text || 'Журнал порожній'}
    </pre>
  );
}
