import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** What the last save came to, said above the button. */
export interface SaveNotice {
  ok: boolean;
  text: string;
}

/** An editor's end: the last save's notice (a status, or an alert when it failed) and the Save button. */
export function SaveFooter({ notice, saving, children }: { notice: SaveNotice | null; saving: boolean; children: ReactNode }) {
  return (
    <>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={notice.ok ? 'text-sm font-medium text-emerald-800' : 'rounded-md bg-rose-50 p-3 text-sm font-medium text-rose-800'}
        >
          {notice.text}
        </p>
      )}
      <div>
        <Button type="submit" loading={saving}>
          {children}
        </Button>
      </div>
    </>
  );
}
