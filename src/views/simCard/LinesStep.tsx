import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import { simCardImportSpec } from '../../machines/simCard/importSpec';
import { isComplete, overLimit } from '../../machines/simCard/orderLines';
import type { simCardOrderMachine } from '../../machines/simCard/simCardOrderMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { type ImportActorRef, ImportPanel } from '../shared/import/ImportPanel';
import { PickLines } from '../shared/linePicker/PickLines';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { OrderLinesList } from './OrderLinesList';
import { IMPORT_RESULT_TEXTS, TEMPLATE_NAME } from './texts';

type OrderRef = ActorRefFrom<typeof simCardOrderMachine>;

/** Choosing the lines: one by one with the line picker or from a file, then each line's SIM card. */
export function LinesStep({ order }: { order: OrderRef }) {
  const importRef = useSelector(order, (s) => s.children.import as ImportActorRef | undefined);
  const products = useSelector(order, (s) => s.context.products);
  // Spawned with the order: the "Hat seç" dialog, whose lines join the order.
  const pickLines = useSelector(order, (s) => s.children.pickLines as PickLinesRef);
  // Checking a file writes nothing yet, but the sandbox counts it as the order's first step: a
  // person without Talep gets the reason here instead of a refusal after the upload (issue 37).
  const right = useRight('simCard', 'request');

  return (
    <div className="space-y-4">
      <section
        aria-labelledby="sim-pick-title"
        className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 id="sim-pick-title" className="text-base font-semibold text-slate-900">
          Hatları tek tek seçin
        </h2>
        <p className="text-sm text-slate-700">
          Numara, kullanıcı adı, filtre ya da yapıştırılan bir listeyle hat seçin; seçtiğiniz hatlar aşağıdaki
          siparişe eklenir.
        </p>
        <PickLines
          dialog={pickLines}
          label="Hat seç"
          description="Seçtiğiniz hatlar SIM kart siparişine eklenir; her hattın SIM kart ürününü ve değişiklik nedenini sonra seçersiniz."
          pickerTitle="SIM kart sipariş edilecek hatlar"
        />
      </section>
      <section
        aria-labelledby="sim-file-title"
        className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 id="sim-file-title" className="text-base font-semibold text-slate-900">
          Dosyadan yükleyin
        </h2>
        <p className="text-sm text-slate-700">
          Her satırda bir hat numarası, SIM kart ürünü ({products.map((p) => p.name).join(', ')}) ve
          değişiklik nedeni olsun. Her satır kontrol edilir: uygun satırlar siparişe eklenir, eklenemeyenler
          nedeniyle listelenir.
        </p>
        <RefusalNote id="sim-file-refusal" right={right} level="request" />
        {importRef && right === 'granted' && (
          <ImportPanel
            importRef={importRef}
            spec={simCardImportSpec}
            templateName={TEMPLATE_NAME}
            resultTexts={IMPORT_RESULT_TEXTS}
          />
        )}
      </section>
      <OrderLinesList order={order} />
      <ReviewBar order={order} />
    </div>
  );
}

const REFUSAL_ID = 'sim-card-refusal';

/** Why the order cannot go on yet, and the way on when it can. */
function ReviewBar({ order }: { order: OrderRef }) {
  const count = useSelector(order, (s) => s.context.lines.length);
  const incomplete = useSelector(order, (s) => s.context.lines.filter((l) => !isComplete(l)).length);
  const over = useSelector(order, (s) => overLimit(s.context.lines, s.context.limit));
  const remaining = useSelector(order, (s) => s.context.limit?.remaining ?? 0);
  const canReview = useSelector(order, (s) => s.can({ type: 'user.review' }));
  // Gathering lines orders nothing; the review leads to the order, so it needs Talep.
  const right = useRight('simCard', 'request');
  return (
    <div className="space-y-2">
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      {over > 0 && (
        <Alert>
          Bu ay en fazla {formatNumber(remaining)} SIM kart sipariş edebilirsiniz; siparişte{' '}
          {formatNumber(count)} hat var. {formatNumber(over)} hattı çıkarın.
        </Alert>
      )}
      {incomplete > 0 && (
        <p className="text-sm text-slate-800">
          {formatNumber(incomplete)} hat için SIM kart ürünü ya da değişiklik nedeni seçilmedi.
        </p>
      )}
      <Button
        disabled={!canReview || right !== 'granted'}
        aria-describedby={refusalId(right, REFUSAL_ID)}
        onClick={() => order.send({ type: 'user.review' })}
      >
        Siparişi gözden geçir
      </Button>
    </div>
  );
}
