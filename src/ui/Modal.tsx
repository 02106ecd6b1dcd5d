import { lazy, type ReactNode, Suspense } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** For a table or a detail with many fields; the default fits a sentence and two buttons. */
  wide?: boolean;
}

/**
 * Headless UI's Dialog is a large part of what the always-mounted overlays would put in the
 * entry chunk, and no page needs it before a dialog opens (issue 7 budgets).
 */
const ModalDialog = lazy(() => import('./ModalDialog'));

/** A focus-trapped dialog; Escape and the backdrop call onClose. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
