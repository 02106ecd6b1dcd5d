import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';

/** The dialog brings the picker and Headless UI's Dialog: loaded when the person asks for it. */
const PickLinesDialog = lazy(() => import('./PickLinesDialog'));

export const PICK_LINES_LABEL = 'Hat listesiyle seç';

/**
 * "Hat listesiyle seç": chooses lines with the line picker (a partial number, filters, a pasted
 * list or a file) and hands their numbers to `onChosen`, so lines that are not loaded in the
 * table can be chosen too, thousands at once.
 */
export function PickLines({ onChosen }: { onChosen(msisdns: string[]): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="px-3 py-2" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {PICK_LINES_LABEL}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PickLinesDialog
            onClose={() => setOpen(false)}
            onChosen={(msisdns) => {
              setOpen(false);
              onChosen(msisdns);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
