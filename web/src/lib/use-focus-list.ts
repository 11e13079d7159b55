import { useState } from 'react';

/**
 * A row of buttons the arrow keys move along (a menu's items, a tab list): each
 * button registers with `ref(i)`; `focus(i)` goes round past either end and answers
 * the index it focused. The same object on every render.
 */
export function useFocusList() {
  const [list] = useState(() => {
    const elements: (HTMLButtonElement | null)[] = [];
    const shown = () => elements.filter((el): el is HTMLButtonElement => el !== null);
    return {
      ref: (index: number) => (el: HTMLButtonElement | null) => {
        elements[index] = el;
      },
      /** Where focus is in the row; -1 when it is elsewhere. */
      focusedIndex: () => shown().indexOf(document.activeElement as HTMLButtonElement),
      focus: (index: number) => {
        const items = shown();
        const wrapped = ((index % items.length) + items.length) % items.length;
        items[wrapped]?.focus();
        return wrapped;
      },
    };
  });
  return list;
}
