import { useEffect, useState } from 'react';

/** The QR code, drawn here from the otpauth address (uqr, bundled: no request leaves the site). */
export function QrCode({ uri }: { uri: string }) {
  const [cells, setCells] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => live && setCells(encode(uri, { ecc: 'M', border: 2 }).data));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!cells) return <div className="h-48 w-48 animate-pulse bg-slate-100" aria-hidden="true" />;
  const size = cells.length;
  const path = cells.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className="h-48 w-48 bg-white"
      role="img"
      aria-label="QR-код для застосунку автентифікації; ключ для ручного введення нижче"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
