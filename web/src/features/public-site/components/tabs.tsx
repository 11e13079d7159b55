import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useFocusList } from '../../../lib/use-focus-list';

export interface TabsProps {
  label: string;
  tabs: readonly { key: string; title: string }[];
  selected: string;
  onSelect: (key: string) => void;
  children: ReactNode;
}

/** The WAI-ARIA tabs pattern: arrows, Home and End move between tabs; the panel follows. */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const id = useId();
  const tabButtons = useFocusList();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[tabButtons.focus(next)]!.key);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((tab, i) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={tabButtons.ref(i)}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={cn(
                'min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800',
              )}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${Math.max(
          0,
          tabs.findIndex((t) => t.key === selected),
        )}`}
        className="mt-6"
      >
        {children}
      </div>
    </div>
  );
}
