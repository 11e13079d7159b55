import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES, RICH_TEXT_ALLOWED_TAGS } from '@dosyt/core/content/sanitize-policy';
import { useEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn';

const clean = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS], ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES] });

const TOOLS: Array<{ label: string; title: string; run: () => void }> = [
  { label: 'Ж', title: 'Жирний', run: () => document.execCommand('bold') },
  { label: 'К', title: 'Курсив', run: () => document.execCommand('italic') },
  { label: 'H2', title: 'Підзаголовок', run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: '¶', title: 'Абзац', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: '•', title: 'Маркований список', run: () => document.execCommand('insertUnorderedList') },
  { label: '1.', title: 'Нумерований список', run: () => document.execCommand('insertOrderedList') },
  {
    label: '🔗',
    title: 'Посилання',
    run: () => {
      const href = window.prompt('Адреса посилання (https://..., /help-form, tel:..., mailto:...)');
      if (href) document.execCommand('createLink', false, href);
    },
  },
];

/**
 * A small editor for a post's text: paragraphs, bold, italic, subheadings, lists,
 * links. What it produces is cleaned here and again on the server.
 */
export function RichTextEditor({ id, value, onChange, labelledBy }: { id: string; value: string; onChange: (html: string) => void; labelledBy: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);

  useEffect(() => {
    // Only outside changes (another post opened) rewrite the editor; typing does not.
    if (ref.current && value !== last.current) {
      ref.current.innerHTML = clean(value);
      last.current = value;
    }
  }, [value]);

  const emit = () => {
    const html = clean(ref.current?.innerHTML ?? '');
    last.current = html;
    onChange(html);
  };

  return (
    <div className="rounded-md border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <div role="toolbar" aria-label="Форматування тексту" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {TOOLS.map((tool) => (
          <button
            key={tool.title}
            type="button"
            title={tool.title}
            aria-label={tool.title}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              tool.run();
              emit();
            }}
            className="min-w-9 rounded px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {tool.label}
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        className={cn(
          'min-h-48 space-y-3 p-3 text-sm leading-relaxed focus:outline-none',
          '[&_h2]:text-lg [&_h2]:font-semibold [&_ol]:ml-5 [&_ol]:list-decimal [&_ul]:ml-5 [&_ul]:list-disc [&_a]:text-brand-700 [&_a]:underline',
        )}
      />
    </div>
  );
}
