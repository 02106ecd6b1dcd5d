import { Button } from '../../ui/Button';

/** Shown when a screen's code could not be loaded even after one automatic reload (spec §8). */
export function LoadErrorView({ onReload }: { onReload: () => void }) {
  return (
    <main className="mx-auto max-w-xl p-8" role="alert">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Sayfa yüklenemedi</h1>
      <p className="mb-4 text-sm text-slate-700">
        Sayfanın bir bölümü indirilemedi. Bağlantınızı kontrol edip sayfayı yeniden yükleyin. Sorun sürerse
        portalın yeni bir sürümü yayınlanmış olabilir.
      </p>
      <Button onClick={onReload}>Sayfayı yeniden yükle</Button>
    </main>
  );
}
