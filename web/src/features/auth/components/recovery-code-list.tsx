/** The ten recovery codes, shown once after an enrolment: the server keeps only their hashes. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ol className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Коди відновлення">
      {codes.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ol>
  );
}
