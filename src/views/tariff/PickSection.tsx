import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../lib/format';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import type { tariffBulkMachine } from '../../machines/tariff/tariffBulkMachine';
import type { tariffCatalogueMachine } from '../../machines/tariff/tariffBulkPageMachine';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { PickLines } from '../shared/linePicker/PickLines';

/**
 * Lines chosen with the line picker, all moving to one tariff: the tariff first (the picker's
 * choice goes straight to the check), then the lines.
 */
export function PickSection({
  flow,
  catalogue,
}: {
  flow: ActorRefFrom<typeof tariffBulkMachine>;
  catalogue: ActorRefFrom<typeof tariffCatalogueMachine>;
}) {
  const tariffs = useSelector(catalogue, (s) => s.context.data ?? []);
  const failed = useSelector(catalogue, (s) => s.hasTag('failed'));
  // The form's own choice until the lines are chosen; the flow gets both at once.
  const [tariffId, setTariffId] = useState('');
  // Spawned with the flow: the picked lines come back to it with the tariff chosen here.
  const pickLines = useSelector(flow, (s) => s.children.pickLines as PickLinesRef);
  return (
    <section aria-labelledby="bulk-pick" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="bulk-pick" className="text-lg font-semibold text-slate-900">
        Hat seçerek değiştir
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
        <SelectField
          label="Yeni tarife"
          allLabel="Tarife seçin"
          value={tariffId}
          onChange={(e) => setTariffId(e.currentTarget.value)}
          options={tariffs.map((t) => ({
            value: t.tariffId,
            label: `${t.name} (${formatMoney(t.monthlyFee, { minDecimals: 2 })})`,
          }))}
        />
        {tariffId ? (
          <PickLines
            dialog={pickLines}
            choice={tariffId}
            label="Hatları seç"
            description="Numara, filtre, yapıştırılan liste ya da dosyayla hatları seçin; hepsi seçtiğiniz tarifeye geçer."
            pickerTitle="Tarifesi değişecek hatlar"
          />
        ) : (
          <p className="text-sm text-slate-700">Hatları seçmek için önce yeni tarifeyi seçin.</p>
        )}
      </div>
      {failed && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-800">
            Tarifeler yüklenemedi.
          </p>
          <Button variant="secondary" onClick={() => catalogue.send({ type: 'user.retry' })}>
            Tarifeleri yeniden yükle
          </Button>
        </div>
      )}
    </section>
  );
}
