import { filterCyrillicSearch } from '@dosyt/core/text/text.rules';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchCommunities, type Community } from '../api/search-communities';

const MIN_QUERY = 2;

export interface CommunityAutocompleteProps {
  id?: string;
  regionId: number | string | null | undefined;
  /** The community picked (a search answer, or the one a saved record names). */
  value: (Pick<Community, 'name'> & { id: number | string }) | null;
  onChange: (community: Community | null) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * Community search within the chosen region (a WAI-ARIA combobox). Input is kept to
 * Cyrillic letters; the list is at most 300px high.
 */
export function CommunityAutocomplete({
  id,
  regionId,
  value,
  onChange,
  disabled,
  placeholder = 'Почніть вводити назву громади',
  ...aria
}: CommunityAutocompleteProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-list`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A selection made elsewhere (a reset, a region change) shows in the box.
  useEffect(() => {
    setText(value?.name ?? '');
  }, [value]);

  const query = useDebouncedValue(text.trim(), 300);
  const searching = regionId != null && regionId !== '' && query.length >= MIN_QUERY && query !== value?.name;
  const results = useSearchCommunities({ name: query, region_id: regionId ?? '' }, searching);
  const options = searching ? (results.data ?? []) : [];
  const expanded = open && searching && (options.length > 0 || !results.isFetching);
  const noRegion = regionId == null || regionId === '';

  const choose = (community: Community) => {
    onChange(community);
    setText(community.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={inputClass}
        value={text}
        disabled={disabled || noRegion}
        placeholder={noRegion ? 'Спочатку оберіть область' : placeholder}
        onChange={(event) => {
          const next = filterCyrillicSearch(event.target.value);
          setText(next);
          setOpen(true);
          setActive(-1);
          if (value && next !== value.name) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        {...aria}
      />
      {searching && results.isFetching && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-400">
          <Spinner className="[&>span:first-child]:size-4" label="Пошук громад" />
        </span>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Громади"
        hidden={!expanded}
        className="absolute z-20 mt-1 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        style={{ maxHeight: 300 }}
      >
        {options.length === 0 ? (
          <li className="px-3 py-2 text-slate-600">Нічого не знайдено</li>
        ) : (
          options.map((community, index) => (
            <li
              key={community.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: it fires before the input's blur closes the list
              onMouseDown={(event) => {
                event.preventDefault();
                choose(community);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn('cursor-pointer px-3 py-2', index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800')}
            >
              <span className="block">{community.name}</span>
              {community.district && <span className="block text-xs text-slate-600">{community.district} район</span>}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
