import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Open dialogs. Only the top one reacts to Escape and traps Tab: the most deeply
 * nested, then the latest opened (a nested dialog's effect runs before its parent's).
 */
const openStack: { id: string; depth: number }[] = [];
const ModalDepth = createContext(0);
/** The page's own overflow, saved when the first dialog opens and restored when the last closes. */
let savedOverflow = '';

function topDialogId(): string | undefined {
  let top: { id: string; depth: number } | undefined;
  for (const entry of openStack) if (!top || entry.depth >= top.depth) top = entry;
  return top?.id;
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Clicking the backdrop closes the dialog (the profile modal closes on an outside click). */
  closeOnOutsideClick?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** alertdialog for confirmations and outcome messages. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Element to focus first; defaults to the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** An accessible modal dialog: labelled, focus kept inside, Escape closes, focus returns on close. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnOutsideClick = true,
  size = 'md',
  role = 'dialog',
  className,
  initialFocusRef,
}: ModalProps) {
  const id = useId();
  const depth = useContext(ModalDepth) + 1;
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openStack.push({ id, depth });
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();

    const isTop = () => topDialogId() === id;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || !panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !panel.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !panel.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    if (openStack.length === 1) savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.findIndex((entry) => entry.id === id);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) document.body.style.overflow = savedOverflow;
      previouslyFocused?.focus?.();
    };
    // Runs once per opening: re-running on every render would steal focus back to the first field.
  }, [open, id, depth, initialFocusRef]);

  if (!open) return null;

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (closeOnOutsideClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn('relative my-8 w-full rounded-lg bg-white shadow-xl focus:outline-none', widths[size], className)}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label="Закрити"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 py-4">
          <ModalDepth.Provider value={depth}>{children}</ModalDepth.Provider>
        </div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
