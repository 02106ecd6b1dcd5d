import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { NewLineProductType } from '../../api/newLineTypes';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import type { NewLineEvent } from '../../machines/newLine/newLineSetup';
import { Button } from '../../ui/Button';

export const TYPE_LABELS: Record<NewLineProductType, string> = {
  VOICE: 'Ses hattı',
  DATA: 'Data hattı',
  M2M: 'M2M hattı',
};

/** "532 123 45 67" for 10 digits; longer M2M numbers in groups of three. */
export function formatMsisdn(msisdn: string): string {
  if (/^\d{10}$/.test(msisdn))
    return `${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`;
  return msisdn.replace(/(\d{3})(?=\d)/g, '$1 ');
}

export const lineLabel = (key: string, type: NewLineProductType) =>
  `${TYPE_LABELS[type]} ${key.split('-')[1] ?? ''}`;

/**
 * Geri and Devam of a step. Both follow the machine: Geri when the step accepts `user.back`,
 * Devam when it would accept the step's values as they are now (`next`).
 */
export function StepNav({
  wizard,
  next,
  nextLabel = 'Devam',
  busy = false,
  blocked = false,
}: {
  wizard: NewLineRef;
  next: NewLineEvent;
  nextLabel?: string;
  busy?: boolean;
  /** The form shows a problem next to a field: Devam waits until it is mended. */
  blocked?: boolean;
}) {
  const canBack = useSelector(wizard, (s) => s.can({ type: 'user.back' }));
  const canNext = useSelector(wizard, (s) => s.can(next));
  return (
    <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" disabled={!canBack} onClick={() => wizard.send({ type: 'user.back' })}>
        Geri
      </Button>
      <Button type="submit" disabled={!canNext || blocked} busy={busy}>
        {nextLabel}
      </Button>
    </div>
  );
}

export function Field({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const selectClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

/** A step that is loading or failed to load (the HTTP actor has already said why). */
export function StepStatus({ wizard }: { wizard: NewLineRef }) {
  const failed = useSelector(wizard, (s) => s.hasTag('failed'));
  const busy = useSelector(wizard, (s) => s.hasTag('busy'));
  if (failed)
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">Bilgiler yüklenemedi.</p>
        <Button onClick={() => wizard.send({ type: 'user.retry' })}>Tekrar dene</Button>
      </div>
    );
  if (busy)
    return (
      <p role="status" className="text-sm text-slate-700">
        Yükleniyor…
      </p>
    );
  return null;
}
