import { ATLAS_PERIOD_LABELS, ATLAS_PERIODS, type AtlasPeriod, periodRange } from '../../lib/atlasPeriod';
import { formatDate } from '../../lib/format';
import type { AtlasLayer } from '../../machines/atlas/atlasPageMachine';

const LAYERS: { layer: AtlasLayer; label: string }[] = [
  { layer: 'usage', label: 'Kullanım' },
  { layer: 'coverage', label: 'Test kapsamı' },
];

/** The period the usage is summed over, with its days counted back from the page's day. */
export function PeriodPicker({
  period,
  today,
  onPick,
}: {
  period: AtlasPeriod;
  today: string;
  onPick: (period: AtlasPeriod) => void;
}) {
  const range = periodRange(period, today);
  return (
    <fieldset>
      <legend className="font-medium text-slate-900 text-sm">Dönem</legend>
      <div className="flex flex-wrap gap-3">
        {ATLAS_PERIODS.map((p) => (
          <label key={p} className="flex items-center gap-1 text-sm">
            <input type="radio" name="atlas-period" checked={period === p} onChange={() => onPick(p)} />
            {ATLAS_PERIOD_LABELS[p]}
          </label>
        ))}
      </div>
      <p className="text-slate-700 text-xs" data-testid="donem">
        {formatDate(range.from)} – {formatDate(range.to)}
      </p>
    </fieldset>
  );
}

/** Which layer the chart carries: real usage or the model tests' coverage. */
export function LayerPicker({ layer, onPick }: { layer: AtlasLayer; onPick: (layer: AtlasLayer) => void }) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900 text-sm">Katman</legend>
      <div className="flex flex-wrap gap-3">
        {LAYERS.map((l) => (
          <label key={l.layer} className="flex items-center gap-1 text-sm">
            <input
              type="radio"
              name="atlas-layer"
              checked={layer === l.layer}
              onChange={() => onPick(l.layer)}
            />
            {l.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
