import { useState } from 'react';
import { saveFailure } from '../../lib/save-failure';
import { OutcomePopup, type Outcome } from './outcome-popup';

/** A form's own check of what is about to be saved: the body to send, or what is wrong. */
export type SaveCheck<B> = { success: true; body: B } | { success: false; message: string };

interface EditOutcome extends Outcome {
  /** What closing the popup does: leave the screen, or read the record again (after a 409). */
  after?: 'close' | 'reload';
}

export interface EditSaveOptions {
  /** Leaves the edit screen (Cancel, Close, and a success that leaves). */
  onClose: () => void;
  /** Reads the record again after a 409. */
  onStale: () => void;
}

/**
 * The save of an edit screen and its result popup: a refused check or a failed save is
 * said in the popup; after a 409 (someone else saved first, or the record moved on)
 * closing the popup reads the record again; a success may leave the screen.
 */
export function useEditSave({ onClose, onStale }: EditSaveOptions) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<EditOutcome | null>(null);

  /** Sends the checked body; `succeeded` gives the success message and whether closing it leaves. */
  const save = async <B, A>(check: SaveCheck<B>, send: (body: B) => Promise<A>, succeeded: (answer: A) => { message: string; leave: boolean }) => {
    if (!check.success) {
      setOutcome({ kind: 'error', message: check.message });
      return;
    }
    setSaving(true);
    try {
      const { message, leave } = succeeded(await send(check.body));
      setOutcome({ kind: 'success', message, after: leave ? 'close' : undefined });
    } catch (error) {
      const { message, stale } = saveFailure(error);
      setOutcome({ kind: 'error', message, after: stale ? 'reload' : undefined });
    } finally {
      setSaving(false);
    }
  };

  const popup = (
    <OutcomePopup
      outcome={outcome}
      onClose={({ after }) => {
        setOutcome(null);
        if (after === 'close') onClose();
        if (after === 'reload') onStale();
      }}
    />
  );

  return { saving, save, popup };
}
