import type { ReactNode } from 'react';
import type { NewLineProductType } from '../../api/newLine/types';
import { lineWord } from '../../lib/productTypes';

export const TYPE_LABELS: Record<NewLineProductType, string> = {
  VOICE: lineWord('VOICE'),
  DATA: lineWord('DATA'),
  M2M: lineWord('M2M'),
};

/** Numbers are shown the portal's one way (src/lib/msisdn.ts), device numbers in groups of three. */
export { formatMsisdn } from '../../lib/msisdn';

export const lineLabel = (key: string, type: NewLineProductType) =>
  `${TYPE_LABELS[type]} ${key.split('-')[1] ?? ''}`;

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
