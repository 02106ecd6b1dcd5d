import { Spinner } from '../ui/Spinner';

/** The loader overlay of spec §2, also the fallback while a screen's code arrives. */
export function Loader() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/70">
      <div className="rounded-lg bg-white px-6 py-4 text-brand-800 shadow ring-1 ring-slate-200">
        <Spinner size="lg" label="Yükleniyor" />
      </div>
    </div>
  );
}
