/** Plain print styles: the admin app's own CSS is not carried into the print window. */
const PRINT_CSS = `
  body { font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f172a; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  h2 { font-size: 16px; margin: 20px 0 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  article { border-top: 1px solid #cbd5e1; padding: 8px 0; }
  a { color: inherit; }
  button, [data-print-hidden] { display: none !important; }
`;

/**
 * Opens a window holding a copy of `element` (already rendered and sanitised) and
 * prints it. The copy is made with DOM methods, so nothing is parsed as HTML again.
 */
export function printElement(element: HTMLElement, title: string): Window | null {
  const win = window.open('', '_blank', 'width=900,height=700');
  if (!win) return null;
  const doc = win.document;
  doc.documentElement.lang = 'uk';
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.append(style);
  doc.body.replaceChildren(doc.importNode(element, true));
  win.focus();
  win.print();
  return win;
}
