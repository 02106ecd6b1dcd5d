import { lazy, Suspense } from 'react';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

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
