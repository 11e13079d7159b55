import { useId, useMemo, useRef, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { applyTag, bbcodeToHtml, type BbcodeTag } from '../lib/bbcode';

const BUTTONS: ReadonlyArray<{ tag: BbcodeTag; label: string; text: string; shortcut?: string; className?: string }> = [
  { tag: 'b', label: 'Жирний', text: 'Ж', shortcut: 'b', className: 'font-bold' },
  { tag: 'i', label: 'Курсив', text: 'К', shortcut: 'i', className: 'italic' },
  { tag: 'u', label: 'Підкреслений', text: 'П', shortcut: 'u', className: 'underline' },
  { tag: 'list', label: 'Список', text: '• Список' },
  { tag: 'url', label: 'Посилання', text: 'Посилання' },
];

export interface BbcodeEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A small BBCode editor: a toolbar that wraps the selection in [b], [i], [u],
 * [list] or [url], the text itself (at least 150px high) and
 * a live preview, rendered from escaped text and sanitised.
 */
export function BbcodeEditor({ id, label, value, onChange, readOnly = false, textareaRef, ...aria }: BbcodeEditorProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const previewId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const preview = useMemo(() => sanitizeRichText(bbcodeToHtml(value)), [value]);

  const apply = (tag: BbcodeTag) => {
    const area = own.current;
    if (!area || readOnly) return;
    const edit = applyTag(value, area.selectionStart, area.selectionEnd, tag);
    onChange(edit.value);
    // After React writes the new value, put the selection where typing goes on.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const onShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const button = BUTTONS.find((b) => b.shortcut === event.key.toLowerCase());
    if (button) {
      event.preventDefault();
      apply(button.tag);
    }
  };

  // A toolbar is one tab stop; arrows move between its buttons (WAI-ARIA toolbar pattern).
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = Array.from(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    event.preventDefault();
    buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
    buttons[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      {!readOnly && (
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`Форматування: ${label}`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap gap-1 rounded-md border border-slate-200 bg-slate-50 p-1"
        >
          {BUTTONS.map((button, index) => (
            <button
              key={button.tag}
              type="button"
              tabIndex={index === 0 ? 0 : -1}
              aria-label={button.label}
              title={button.shortcut ? `${button.label} (Ctrl+${button.shortcut.toUpperCase()})` : button.label}
              // mousedown would move focus off the text and lose the selection
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(button.tag)}
              className={cn(
                'min-w-8 rounded px-2 py-1 text-sm text-slate-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600',
                button.className,
              )}
            >
              {button.text}
            </button>
          ))}
        </div>
      )}
      <textarea
        {...aria}
        id={id}
        ref={(node) => {
          own.current = node;
          if (typeof textareaRef === 'function') textareaRef(node);
          else if (textareaRef) textareaRef.current = node;
        }}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onShortcut}
        rows={6}
        maxLength={20_000}
        style={{ minHeight: 150 }}
        className={cn(inputClass, 'font-mono read-only:bg-slate-50')}
      />
      <section aria-labelledby={previewId} className="rounded-md border border-dashed border-slate-300 bg-white p-3">
        <h3 id={previewId} className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Попередній перегляд
        </h3>
        {value.trim() ? (
          <div
            data-testid="bbcode-preview"
            className="text-sm break-words text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        ) : (
          <p className="text-sm text-slate-600">Порожньо</p>
        )}
      </section>
    </div>
  );
}
