import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The dialog's props, here and not in Modal.tsx, which loads this file lazily (no import cycle). */
export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** For a table or a detail with many fields; the default fits a sentence and two buttons. */
  wide?: boolean;
}

/** The Headless UI dialog behind `Modal`, in its own chunk (see Modal). */
export default function ModalDialog({ open, title, onClose, children, actions, wide = false }: ModalProps) {
  // A wide dialog may be taller than a phone's screen: it starts at the top and scrolls.
  const frame = wide ? 'items-start overflow-y-auto p-2 sm:items-center sm:p-4' : 'items-center p-4';
  const panel = wide ? 'max-w-5xl p-4 sm:p-6' : 'max-w-lg p-6';
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className={`fixed inset-0 flex justify-center ${frame}`}>
        <DialogPanel className={`w-full rounded-lg bg-white shadow-xl ${panel}`}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-3 text-sm text-slate-700">{children}</div>
          {actions && <div className="mt-6 flex justify-end gap-3">{actions}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
