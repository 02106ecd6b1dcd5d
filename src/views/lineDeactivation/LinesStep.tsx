import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { linesBlocker } from '../../machines/lineDeactivation/deactivationMachine';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ChosenLinesTable } from '../shared/linePicker/ChosenLinesTable';
import { PickLines } from '../shared/linePicker/PickLines';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { RefusalList } from './RefusalList';
import type { DeactivationRef } from './types';

const REFUSAL_ID = 'line-deactivation-refusal';

/** Step 1: the lines to close, chosen with the line picker, then checked. */
export function LinesStep({ flow }: { flow: DeactivationRef }) {
  const lines = useSelector(flow, (s) => s.context.lines);
  const check = useSelector(flow, (s) => s.context.check);
  const failure = useSelector(flow, (s) => s.context.failure);
  const checking = useSelector(flow, (s) => s.matches('checking'));
  const canCheck = useSelector(flow, (s) => s.can({ type: 'user.check' }));
  // Choosing lines changes nothing; the check that opens the request does, so it needs Talep.
  const right = useRight('lineDeactivation', 'request');
  // Spawned with the flow: the picker opens with the lines chosen so far and replaces them.
  const pickLines = useSelector(flow, (s) => s.children.pickLines as PickLinesRef);
  const noLines = useSelector(flow, (s) => linesBlocker(s.context)?.kind === 'noLines');
  const id = useId();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <PickLines
          dialog={pickLines}
          chosen={lines}
          label="Kapatılacak hatları seç"
          description="Numara, filtre, yapıştırılan liste ya da dosyayla hatları seçin. Seçtiğiniz hatlar listedeki seçimin yerine geçer."
          pickerTitle="Kapatılacak hatlar"
        />
        <p id={`${id}-chosen`} className="text-sm text-slate-700">
          {noLines
            ? 'Devam etmek için kapatılacak hatları seçin.'
            : `${formatNumber(lines.length)} hat seçildi.`}
        </p>
      </div>
      {check && check.selectionId === '' && (
        <div className="space-y-2">
          <Alert>Seçtiğiniz hatların hiçbiri kapatılamıyor.</Alert>
          <RefusalList refused={check.refused} />
        </div>
      )}
      {failure && <Alert>Hatlar kontrol edilemedi. {failure}</Alert>}
      <ChosenLinesTable lines={lines} onRemove={(msisdn) => flow.send({ type: 'lines.remove', msisdn })} />
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <Button
        disabled={!canCheck || right !== 'granted'}
        busy={checking}
        // Shut while no line is chosen (the sentence above says so) or without the group's Talep.
        aria-describedby={refusalId(right, REFUSAL_ID) ?? (noLines ? `${id}-chosen` : undefined)}
        onClick={() => flow.send({ type: 'user.check' })}
      >
        Hatları kontrol et ve devam et
      </Button>
    </div>
  );
}
