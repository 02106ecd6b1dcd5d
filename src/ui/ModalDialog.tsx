import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ModalProps } from './Modal';

/** The Headless UI dialog behind `Modal`, in its own chunk (see Modal). */
export default function ModalDialog({ open, title, onClose, children, actions }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-3 text-sm text-slate-700">{children}</div>
          {actions && <div className="mt-6 flex justify-end gap-3">{actions}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
