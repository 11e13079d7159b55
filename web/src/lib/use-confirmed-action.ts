import { useState } from 'react';

/**
 * An action on one item that waits for a yes in a ConfirmDialog: `ask(item)` opens the
 * dialog, its Yes runs the action on that item, and the dialog closes either way.
 * `dialog` holds the ConfirmDialog's open, onConfirm and onCancel.
 */
export function useConfirmedAction<T>(run: (item: T) => Promise<unknown>, onError: (error: unknown) => void) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = async () => {
    if (item === null) return;
    try {
      await run(item);
    } catch (error) {
      onError(error);
    } finally {
      setItem(null);
    }
  };
  return {
    item,
    ask: (next: T) => setItem(next),
    dialog: { open: item !== null, onConfirm: () => void confirm(), onCancel: () => setItem(null) },
  };
}
