import type { ReactNode } from 'react';
import { InfoPopup, type InfoKind } from '../ui/info-popup';

/** What an action came to, as the popup shows it; forms add what closing it does next. */
export interface Outcome {
  kind: InfoKind;
  message: ReactNode;
}

export interface OutcomePopupProps<T extends Outcome> {
  outcome: T | null;
  /** Closing the popup: the caller clears the outcome and does what it asked for. */
  onClose: (closed: T) => void;
}

/** The result popup of a form: shown while there is an outcome. */
export function OutcomePopup<T extends Outcome>({ outcome, onClose }: OutcomePopupProps<T>) {
  return <InfoPopup open={outcome !== null} kind={outcome?.kind ?? 'error'} message={outcome?.message} onClose={() => outcome && onClose(outcome)} />;
}
