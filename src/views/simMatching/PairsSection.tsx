import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { formatNumber } from '../../lib/format';
import { filledRows } from '../../machines/simMatching/pairRows';
import { allChecked, type SimMatchingRef, validCountOf } from '../../machines/simMatching/simMatchingMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { ConfirmMatch } from './ConfirmMatch';
import { PairRowEditor } from './PairRowEditor';
import { PastePanel } from './PastePanel';

/** The list of pairs: paste, type, check, fix or remove, then confirm the match. */
const REFUSAL_ID = 'sim-matching-refusal';

export function PairsSection({ flow }: { flow: SimMatchingRef }) {
  const rows = useSelector(flow, (s) => s.context.rows);
  const results = useSelector(flow, (s) => s.context.results);
  const pasteProblems = useSelector(flow, (s) => s.context.pasteProblems);
  const dropped = useSelector(flow, (s) => s.context.dropped);
  const failure = useSelector(flow, (s) => s.context.failure);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const validating = useSelector(flow, (s) => s.matches('validating'));
  const confirming = useSelector(flow, (s) => s.hasTag('confirming'));
  const matching = useSelector(flow, (s) => s.matches('matching'));
  const canValidate = useSelector(flow, (s) => s.can({ type: 'user.validate' }));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'user.confirm' }));
  // Checking pairs changes nothing; matching them does, so only "Eşleştir" needs Talep.
  const right = useRight('simMatching', 'request');
  const canRemoveInvalid = useSelector(flow, (s) => s.can({ type: 'user.removeInvalid' }));
  const canAdd = useSelector(flow, (s) => s.can({ type: 'user.addRow' }));
  const checked = useSelector(flow, (s) => allChecked(s.context));
  const valid = useSelector(flow, (s) => validCountOf(s.context));
  const filled = filledRows(rows).length;

  const onEdit = useCallback(
    (id: number, iccid: string, msisdn: string) => flow.send({ type: 'user.editRow', id, iccid, msisdn }),
    [flow],
  );
  const onRemove = useCallback((id: number) => flow.send({ type: 'user.removeRow', id }), [flow]);

  return (
    <section
      aria-labelledby="pairs-title"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pairs-title" className="text-lg font-semibold text-slate-900">
          Eşleştirilecek SIM kartlar
        </h2>
        <Button variant="ghost" disabled={busy} onClick={() => flow.send({ type: 'user.openFile' })}>
          Dosyadan yükle (Excel, CSV)
        </Button>
      </div>
      <PastePanel
        problems={pasteProblems}
        disabled={busy}
        onPaste={(text) => flow.send({ type: 'user.paste', text })}
      />
      {dropped > 0 && (
        <Alert tone="info">
          Bir listede en çok 1.000 çift olabilir; {formatNumber(dropped)} çift eklenmedi.
        </Alert>
      )}
      <div>
        <div
          aria-hidden="true"
          className="hidden grid-cols-[2rem_minmax(0,14rem)_minmax(0,11rem)_minmax(0,1fr)_auto] gap-3 border-b border-slate-300 pb-2 text-sm font-medium text-slate-700 sm:grid"
        >
          <span>#</span>
          <span>SIM kart numarası (ICCID)</span>
          <span>Hat numarası</span>
          <span>Kontrol sonucu</span>
          <span />
        </div>
        <ol aria-label="SIM kart ve hat çiftleri">
          {rows.map((row, i) => (
            <PairRowEditor
              key={row.id}
              row={row}
              position={i + 1}
              result={results[row.id]}
              disabled={busy}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </div>
      <p role="status" className="text-sm font-medium text-slate-900">
        {filled === 0
          ? 'Listede çift yok.'
          : checked
            ? `${formatNumber(filled)} çift kontrol edildi: ${formatNumber(valid)} uygun, ${formatNumber(filled - valid)} uygun değil.`
            : `${formatNumber(filled)} çift kontrol bekliyor.`}
      </p>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!canAdd || busy}
          onClick={() => flow.send({ type: 'user.addRow' })}
        >
          Satır ekle
        </Button>
        <Button
          variant="secondary"
          disabled={!canValidate}
          busy={validating}
          onClick={() => flow.send({ type: 'user.validate' })}
        >
          Kontrol et
        </Button>
        <Button
          variant="secondary"
          disabled={!canRemoveInvalid}
          onClick={() => flow.send({ type: 'user.removeInvalid' })}
        >
          Uygun olmayanları kaldır
        </Button>
        <Button
          busy={matching}
          disabled={!canConfirm || right !== 'granted'}
          aria-describedby={refusalId(right, REFUSAL_ID)}
          onClick={() => flow.send({ type: 'user.confirm' })}
        >
          Eşleştir
        </Button>
      </div>
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <ConfirmMatch
        open={confirming}
        valid={valid}
        invalid={filled - valid}
        onMatch={() => flow.send({ type: 'user.match' })}
        onCancel={() => flow.send({ type: 'user.cancel' })}
      />
    </section>
  );
}
