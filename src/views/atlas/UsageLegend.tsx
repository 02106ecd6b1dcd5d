import type { AtlasLayer } from '../../machines/atlas/atlasPageMachine';

/** What the chart's marks mean in the layer drawn (usage figures or test coverage), and the replay's and exits' colours. */
export function Legend({ layer }: { layer: AtlasLayer }) {
  const swatch = (color: string, dashed = false) => (
    <span
      aria-hidden="true"
      className="inline-block h-3 w-5 rounded-sm border-2 align-middle"
      style={{ borderColor: color, borderStyle: dashed ? 'dashed' : 'solid' }}
    />
  );
  return (
    <ul aria-label="Gösterge" className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs">
      {layer === 'usage' ? (
        <>
          <li>
            <span className="rounded-full bg-blue-900 px-1.5 text-white">40</span> durumun ziyaret sayısı
          </li>
          <li>
            <span className="rounded-full bg-slate-700 px-1.5 text-white">30 · %75</span> geçişin sayısı ve
            kaynağından çıkışlar içindeki payı
          </li>
        </>
      ) : (
        <>
          <li>{swatch('#15803d')} model testlerinin yürüdüğü durum ve geçişler</li>
          <li>{swatch('#b45309', true)} yürünmeyenler</li>
        </>
      )}
      <li>{swatch('#1d4ed8')} oynatılan adımın durumu</li>
      <li>{swatch('#7c3aed')} çıkışları listelenen durum</li>
    </ul>
  );
}
