import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type AbroadService, MAX_ABROAD_CHANGE } from '../../api/abroad/types';
import { formatNumber } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import { type abroadChangeMachine, chosenCount } from '../../machines/abroad/abroadChangeMachine';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PickLines } from '../shared/linePicker/PickLines';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { changeFailureText, SERVICE_TEXTS } from './texts';

type ChangeRef = ActorRefFrom<typeof abroadChangeMachine>;

const REFUSAL_ID = 'abroad-change-refusal';

/**
 * The chosen lines and the two actions. Lines come from the table's checkboxes, "all N matching"
 * or the line picker (numbers, a pasted list, a spreadsheet); the picker's lines replace the
 * selection. Checking them says which cannot change and why before anything is confirmed.
 */
export function ChangePanel({ change, service }: { change: ChangeRef; service: AbroadService }) {
  const texts = SERVICE_TEXTS[service];
  const count = useSelector(change, (s) => chosenCount(s.context));
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const canChange = useSelector(change, (s) => s.can({ type: 'user.change', action: 'OPEN' }));
  // Both services are one group: a person without its Talep sees why before choosing lines.
  const right = useRight('usageAbroad', 'request');
  // Spawned with the change flow: the picker's numbers replace the selection.
  const pickLines = useSelector(change, (s) => s.children.pickLines as PickLinesRef);

  return (
    <section
      aria-label="Seçili hatlar için işlem"
      className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 text-sm text-slate-800" aria-live="polite">
          {count > 0 ? `${formatNumber(count)} hat seçildi.` : 'Tablodan ya da hat listesiyle hat seçin.'}
        </p>
        <PickLines
          dialog={pickLines}
          label="Hat listesiyle seç"
          description={`Numara, filtre, yapıştırılan liste ya da dosyayla seçtiğiniz hatlar tablodaki seçimin yerine geçer; ${texts.noun} bu hatlarda değiştirilir.`}
          pickerTitle={`${texts.column} için hatlar`}
        />
        {(['OPEN', 'CLOSE'] as const).map((action) => (
          <Button
            key={action}
            variant={action === 'OPEN' ? 'primary' : 'secondary'}
            className="px-3 py-2"
            disabled={!canChange || busy || right !== 'granted'}
            aria-describedby={refusalId(right, REFUSAL_ID)}
            onClick={() => change.send({ type: 'user.change', action })}
          >
            {texts.actions[action]}
          </Button>
        ))}
      </div>
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <ChangeStatus change={change} service={service} />
    </section>
  );
}

function ChangeStatus({ change, service }: { change: ChangeRef; service: AbroadService }) {
  const collecting = useSelector(change, (s) => s.matches('collecting'));
  const validating = useSelector(change, (s) => s.matches('validating'));
  const tooMany = useSelector(change, (s) => s.matches('tooMany'));
  const failed = useSelector(change, (s) => s.matches('failed'));
  const failure = useSelector(change, (s) => s.context.failure);
  const refused = useSelector(change, (s) =>
    s.matches('allRefused') ? s.context.validation?.refused : undefined,
  );
  const dismiss = () => change.send({ type: 'user.dismiss' });

  if (collecting) return <p role="status">Filtreye uyan hatlar alınıyor…</p>;
  if (validating) return <p role="status">Hatlar kontrol ediliyor…</p>;
  if (tooMany) {
    return (
      <Alert>
        Tek seferde en fazla {formatNumber(MAX_ABROAD_CHANGE)} hatta değişiklik yapılabilir. Filtreyle seçimi
        daraltın. <DismissButton onClick={dismiss} />
      </Alert>
    );
  }
  if (failed) {
    return (
      <div className="space-y-2">
        <Alert>{changeFailureText(failure)}</Alert>
        <div className="flex gap-2">
          <Button className="px-3 py-1.5" onClick={() => change.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
          <Button variant="ghost" className="px-3 py-1.5" onClick={dismiss}>
            Kapat
          </Button>
        </div>
      </div>
    );
  }
  if (!refused) return null;
  return (
    <div className="space-y-2">
      <Alert>
        Seçilen hatların hiçbirinde {SERVICE_TEXTS[service].noun} değiştirilemiyor. Nedenleri aşağıda.
      </Alert>
      <RefusalList refused={refused} />
      <Button variant="secondary" className="px-3 py-1.5" onClick={dismiss}>
        Tamam
      </Button>
    </div>
  );
}

const DismissButton = ({ onClick }: { onClick(): void }) => (
  <button type="button" className="underline focus:outline-none focus-visible:ring-2" onClick={onClick}>
    Tamam
  </button>
);

/** Lines that cannot change, each with its reason (a long list scrolls inside its box). */
export function RefusalList({ refused }: { refused: { msisdn: string; reason: string }[] }) {
  return (
    <ul
      aria-label="Değiştirilemeyen hatlar"
      className="max-h-64 space-y-1 overflow-y-auto text-sm text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls in its box, which a keyboard must reach
      tabIndex={0}
    >
      {refused.map((line) => (
        <li key={line.msisdn} className="flex flex-wrap gap-x-3">
          <span className="font-mono">{formatMsisdn(line.msisdn)}</span>
          <span>{line.reason}</span>
        </li>
      ))}
    </ul>
  );
}
