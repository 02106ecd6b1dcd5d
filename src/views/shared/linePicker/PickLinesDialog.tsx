import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { linePickerMachine } from '../../../machines/shared/linePicker/linePickerMachine';
import type { LinePickerInput } from '../../../machines/shared/linePicker/machineTypes';
import type { PickerLine } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import { LinePicker } from './LinePicker';

/** What a page says about the picker it opens; the picker's calls come with its `logic`. */
export interface PickLinesTexts {
  /** The button's and the dialog's title. */
  label: string;
  /** What happens with the chosen lines, under the title. */
  description: string;
  /** The picker section's heading. */
  pickerTitle: string;
}

export interface PickLinesDialogProps extends PickLinesTexts {
  logic: typeof linePickerMachine;
  input?: LinePickerInput;
  onClose(): void;
  onChosen(lines: PickerLine[]): void;
}

/**
 * The line picker in a wide dialog (the shared Modal is sized for a sentence and two buttons).
 * Each opening starts a fresh picker; "Seçimi tamamla" ends it and its lines go out.
 */
export default function PickLinesDialog({ logic, input, onClose, onChosen, ...texts }: PickLinesDialogProps) {
  const picker = useActorRef(logic, { input: input ?? {} });
  const chosen = useRef(onChosen);
  chosen.current = onChosen;
  useEffect(() => {
    const sub = picker.on('picker.done', (event) => chosen.current(event.lines));
    return () => sub.unsubscribe();
  }, [picker]);

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-5xl rounded-lg bg-white p-4 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <DialogTitle className="text-lg font-semibold text-slate-900">{texts.label}</DialogTitle>
            <Button variant="ghost" className="px-3 py-1.5" onClick={onClose}>
              Vazgeç
            </Button>
          </div>
          <p className="mt-1 text-sm text-slate-700">{texts.description}</p>
          <div className="mt-4">
            <LinePicker actorRef={picker} title={texts.pickerTitle} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
