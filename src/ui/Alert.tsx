import type { ReactNode } from 'react';

const TONES = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-brand-50 text-brand-900 ring-brand-100',
  success: 'bg-green-50 text-green-800 ring-green-200',
} as const;

/** An inline message; errors are announced to screen readers at once. */
export function Alert({ tone = 'error', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-4 py-3 text-sm ring-1 ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
