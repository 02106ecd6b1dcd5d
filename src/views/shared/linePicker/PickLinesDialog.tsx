import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { Button } from '../../../ui/Button';
import { LinePicker } from './LinePicker';

/** What a page says about the picker it opens; the picker's calls come with its page machine. */
export interface PickLinesTexts {
  /** The button's and the dialog's title. */
  label: string;
  /** What happens with the chosen lines, under the title. */
  description: string;
  /** The picker section's heading. */
  pickerTitle: string;
}

export interface PickLinesDialogProps extends PickLinesTexts {
  /** The open dialog's picker, a child of the page's pickLines child (pickLines.ts). */
  picker: LinePickerRef;
  onClose(): void;
}

/**
 * The line picker in a wide dialog (the shared Modal is sized for a sentence and two buttons).
 * Each opening is a fresh picker; "Seçimi tamamla" ends it and the page's chart takes its lines.
 */
export default function PickLinesDialog({ picker, onClose, ...texts }: PickLinesDialogProps) {
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
