import { useSelector } from '@xstate/react';
import { formatNumber } from '../../lib/format';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ChosenLinesTable } from '../shared/linePicker/ChosenLinesTable';
import { PickLines } from '../shared/linePicker/PickLines';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { RefusalList } from './RefusalList';
import type { OrderRef } from './types';

const REFUSAL_ID = 'package-order-refusal';

/** Step 1: the lines to give the package, chosen with the line picker, then checked. */
export function LinesStep({ flow }: { flow: OrderRef }) {
  const lines = useSelector(flow, (s) => s.context.lines);
  const quote = useSelector(flow, (s) => s.context.quote);
  const failure = useSelector(flow, (s) => s.context.failure);
  const checking = useSelector(flow, (s) => s.matches('checking'));
  const canCheck = useSelector(flow, (s) => s.can({ type: 'user.check' }));
  const right = useRight('additionalPackage', 'request');
  // Spawned with the order: the picker opens with the lines chosen so far and replaces them.
  const pickLines = useSelector(flow, (s) => s.children.pickLines as PickLinesRef);

  return (
    <div className="space-y-4">
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <div className="flex flex-wrap items-center gap-3">
        <PickLines
          dialog={pickLines}
          chosen={lines}
          label="Hatları seç"
          description="Numara, filtre, yapıştırılan liste ya da dosyayla hatları seçin. Seçtiğiniz hatlar listedeki seçimin yerine geçer."
          pickerTitle="Paket tanımlanacak hatlar"
        />
        <p className="text-sm text-slate-700">
          {lines.length > 0
            ? `${formatNumber(lines.length)} hat seçildi.`
            : 'Paketi tanımlamak istediğiniz hatları seçin.'}
        </p>
      </div>
      {quote && quote.quoteId === '' && (
        <div className="space-y-2">
          <Alert>Seçtiğiniz hatların hiçbirine bu paket tanımlanamıyor.</Alert>
          <RefusalList refused={quote.refused} />
        </div>
      )}
      {failure && <Alert>İşleme devam edilemedi. {failure}</Alert>}
      <ChosenLinesTable lines={lines} onRemove={(msisdn) => flow.send({ type: 'lines.remove', msisdn })} />
      <Button
        disabled={!canCheck}
        busy={checking}
        aria-describedby={refusalId(right, REFUSAL_ID)}
        onClick={() => flow.send({ type: 'user.check' })}
      >
        Hatları kontrol et ve devam et
      </Button>
    </div>
  );
}
