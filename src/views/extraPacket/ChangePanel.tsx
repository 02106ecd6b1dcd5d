import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { EXTRA_PACKET_ACTIONS, MAX_EXTRA_PACKET_CHANGE } from '../../api/extraPacket/types';
import { formatNumber } from '../../lib/format';
import type { permissionChangeMachine } from '../../machines/extraPacket/permissionChangeMachine';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import { Button } from '../../ui/Button';
import { PickLines } from '../shared/linePicker/PickLines';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { ACTION_TEXTS } from './texts';

const REFUSAL_ID = 'extra-packet-refusal';

/**
 * The chosen lines and the two actions. Lines come from the table's checkboxes or the line picker
 * (numbers, a pasted list, a spreadsheet); the picker's lines replace the selection.
 */
export function ChangePanel({ change }: { change: ActorRefFrom<typeof permissionChangeMachine> }) {
  const count = useSelector(change, (s) => s.context.selected.length);
  const canChange = useSelector(change, (s) => s.can({ type: 'user.change', action: 'ALLOW' }));
  const right = useRight('extraPacket', 'request');
  // Spawned with the change flow: the picker's numbers replace the selection.
  const pickLines = useSelector(change, (s) => s.children.pickLines as PickLinesRef);
  return (
    <section
      aria-label="Seçili hatlar için işlem"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <p className="mr-2 text-sm text-slate-800" aria-live="polite">
        {count > 0 ? `${formatNumber(count)} hat seçildi.` : 'Tablodan ya da hat listesiyle hat seçin.'}
      </p>
      <PickLines
        dialog={pickLines}
        label="Hat listesiyle seç"
        description={`Numara, filtre, yapıştırılan liste ya da dosyayla seçtiğiniz hatlar tablodaki seçimin yerine geçer; tek seferde en fazla ${formatNumber(MAX_EXTRA_PACKET_CHANGE)} hat.`}
        pickerTitle="Ek paket izni için hatlar"
      />
      {count > MAX_EXTRA_PACKET_CHANGE && (
        <p className="w-full text-sm text-red-700">
          Tek seferde en fazla {formatNumber(MAX_EXTRA_PACKET_CHANGE)} hatta değişiklik yapılabilir; seçimi
          daraltın.
        </p>
      )}
      {EXTRA_PACKET_ACTIONS.map((action) => (
        <Button
          key={action}
          variant={action === 'ALLOW' ? 'primary' : 'secondary'}
          className="px-3 py-2"
          disabled={!canChange || right !== 'granted'}
          aria-describedby={refusalId(right, REFUSAL_ID)}
          onClick={() => change.send({ type: 'user.change', action })}
        >
          {ACTION_TEXTS[action].button}
        </Button>
      ))}
      <div className="w-full empty:hidden">
        <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      </div>
    </section>
  );
}
