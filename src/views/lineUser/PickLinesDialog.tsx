import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { LINE_USER_PICKER_INPUT, lineUserPickerLogic } from '../../machines/lineUser/linePickerActors';
import { Button } from '../../ui/Button';
import { LinePicker } from '../shared/linePicker/LinePicker';
import { PICK_LINES_LABEL } from './PickLines';

interface Props {
  onClose(): void;
  onChosen(msisdns: string[]): void;
}

/**
 * The line picker in a wide dialog (the shared Modal is sized for a sentence and two buttons).
 * Each opening starts a fresh picker; "Seçimi tamamla" ends it and its lines' numbers go out.
 */
export default function PickLinesDialog({ onClose, onChosen }: Props) {
  const picker = useActorRef(lineUserPickerLogic, { input: LINE_USER_PICKER_INPUT });
  const chosen = useRef(onChosen);
  chosen.current = onChosen;
  useEffect(() => {
    const sub = picker.on('picker.done', (event) => chosen.current(event.lines.map((line) => line.msisdn)));
    return () => sub.unsubscribe();
  }, [picker]);

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-5xl rounded-lg bg-white p-4 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <DialogTitle className="text-lg font-semibold text-slate-900">{PICK_LINES_LABEL}</DialogTitle>
            <Button variant="ghost" className="px-3 py-1.5" onClick={onClose}>
              Vazgeç
            </Button>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            Seçtiğiniz hatlar tablodaki seçimin yerine geçer; faturada adı gösterme ya da gizleme bu hatlara
            uygulanır.
          </p>
          <div className="mt-4">
            <LinePicker actorRef={picker} title="Fatura adı ayarı için hatlar" />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
