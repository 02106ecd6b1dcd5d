import type { ReactNode } from 'react';

/** The login page's frame, for the entry pages a person may see for a moment or be stopped at. */
export function EntryFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 to-brand-700 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center text-white">
          <p className="text-sm tracking-widest text-accent-400 uppercase">Operatör Kurumsal Hizmetler</p>
          <p className="text-3xl font-bold">Kurumsal Portal</p>
        </div>
        {children}
      </div>
    </main>
  );
}
