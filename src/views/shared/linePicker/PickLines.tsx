import { lazy, Suspense, useState } from 'react';
import type { linePickerMachine } from '../../../machines/shared/linePicker/linePickerMachine';
import type { LinePickerInput } from '../../../machines/shared/linePicker/machineTypes';
import type { PickerLine } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import type { PickLinesTexts } from './PickLinesDialog';

/** The dialog brings the picker and Headless UI's Dialog: loaded when the person asks for it. */
const PickLinesDialog = lazy(() => import('./PickLinesDialog'));

interface Props extends PickLinesTexts {
  /** The picker with the page's own calls (linePickerMachine.provide). */
  logic: typeof linePickerMachine;
  input?: LinePickerInput;
  onChosen(lines: PickerLine[]): void;
}

/**
 * A button that chooses lines with the line picker (a partial number, filters, a pasted list or
 * a file) and hands them to `onChosen`, so lines that are not loaded in a table can be chosen
 * too, thousands at once.
 */
export function PickLines({ onChosen, ...dialog }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="px-3 py-2" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {dialog.label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PickLinesDialog
            {...dialog}
            onClose={() => setOpen(false)}
            onChosen={(lines) => {
              setOpen(false);
              onChosen(lines);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
