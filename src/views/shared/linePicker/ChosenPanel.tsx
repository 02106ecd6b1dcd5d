import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format';
import { formatMsisdn } from '../../../lib/msisdn';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { Button } from '../../../ui/Button';
import { VirtualList } from './VirtualList';

/** The chosen lines: the count (announced), a compact list to remove from, and "Temizle". */
export function ChosenPanel({ actorRef }: { actorRef: LinePickerRef }) {
  const chosen = useSelector(actorRef, (s) => s.context.chosen);
  const lines = [...chosen.values()];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          <span role="status">{formatNumber(chosen.size)} hat seçildi</span>
        </h3>
        <Button
          variant="ghost"
          disabled={chosen.size === 0}
          onClick={() => actorRef.send({ type: 'user.clear' })}
        >
          Temizle
        </Button>
      </div>
      {lines.length > 0 && (
        <VirtualList
          items={lines}
          rowHeight={40}
          maxHeight="max-h-60"
          label="Seçilen hatlar"
          getKey={(line) => line.msisdn}
          render={(line) => {
            const number = formatMsisdn(line.msisdn);
            return (
              <div className="flex h-full items-center justify-between gap-2 px-2 text-sm">
                <span className="min-w-0 truncate">
                  <span className="font-mono">{number}</span>{' '}
                  <span className="text-slate-600">{line.userName}</span>
                </span>
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={`${number} seçimden kaldır`}
                  onClick={() => actorRef.send({ type: 'user.remove', msisdn: line.msisdn })}
                >
                  Kaldır
                </Button>
              </div>
            );
          }}
        />
      )}
    </section>
  );
}
