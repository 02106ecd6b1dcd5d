import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ActiveListRequest, CLOSE_TO_END_DAYS } from '../../api/additionalPackage/types';
import { formatNumber } from '../../lib/format';
import { cancellationPageMachine } from '../../machines/additionalPackage/cancellationPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { DataTable, type TableStatus } from '../../ui/table';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { usePersonRights, useRight } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { ACTIVE_COLUMNS, RESULT_COLUMNS } from './columns';

const REFUSAL_ID = 'package-cancel-refusal';

/** `?bitis=7` (the dashboard's card): only the packages ending within that many days. */
function queryFrom(params: URLSearchParams): ActiveListRequest {
  const days = Number(params.get('bitis'));
  return Number.isInteger(days) && days > 0 && days <= 366 ? { endingWithinDays: days } : {};
}

/** /additional-package-cancellation: the packages running on the company's lines, and their cancellation. */
export default function CancellationView() {
  const [params] = useSearchParams();
  const [initial] = useState(() => queryFrom(params));
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(cancellationPageMachine, { rights, query: initial });
  // Children live as long as the page: their refs never change.
  const active = useSelector(page, (s) => s.children.active)!;
  const cancel = useSelector(page, (s) => s.children.cancel)!;
  const data = useSelector(active, (s) => s.context.data);
  const query = useSelector(active, (s) => s.context.input);
  const loading = useSelector(active, (s) => s.hasTag('loading'));
  const failed = useSelector(active, (s) => s.hasTag('failed'));
  const selected = useSelector(cancel, (s) => s.context.selected);
  const asking = useSelector(cancel, (s) => s.matches('asking'));
  const cancelling = useSelector(cancel, (s) => s.matches('cancelling'));
  const result = useSelector(cancel, (s) => s.context.result);
  const canCancel = useSelector(cancel, (s) => s.can({ type: 'user.cancel' }));
  const canSelect = useSelector(cancel, (s) => s.can({ type: 'packages.select', packageIds: [] }));
  const id = useId();
  // The packages may be listed with Görüntüleme; cancelling them needs the group's Talep (issue 37).
  const right = useRight('additionalPackage', 'request');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = String(form.get('text') ?? '').trim();
    const ending = form.get('ending') === 'on';
    active.send({
      type: 'user.refresh',
      input: { ...(text ? { text } : {}), ...(ending ? { endingWithinDays: CLOSE_TO_END_DAYS } : {}) },
    });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  const ending = query.endingWithinDays;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Ek Paket İptali</h1>
        <p className="mt-1 text-sm text-slate-700">
          Hatlarınızda süren ek paketler. İptal etmek istediklerinizi seçin; iptal edilen paketin
          kullanılmayan kısmı için iade yapılmaz.
        </p>
      </header>
      <form
        onSubmit={submit}
        aria-label="Paket filtreleri"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end"
      >
        <TextField label="Numara ya da kullanıcı" name="text" maxLength={100} className="sm:w-64" />
        <label className="flex items-center gap-2 text-sm text-slate-900 sm:pb-2">
          <input type="checkbox" name="ending" defaultChecked={ending !== undefined} className="h-4 w-4" />
          Yalnızca {CLOSE_TO_END_DAYS} gün içinde bitenler
        </label>
        <Button type="submit" disabled={loading}>
          Listele
        </Button>
      </form>
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      {ending !== undefined && data && (
        <p role="status" className="text-sm text-slate-800">
          {ending} gün içinde biten paketi olan {formatNumber(new Set(data.items.map((p) => p.msisdn)).size)}{' '}
          hat listeleniyor.
        </p>
      )}
      {result && (
        <section
          aria-labelledby={`${id}-result`}
          className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        >
          <h2 id={`${id}-result`} className="text-lg font-semibold text-slate-900">
            İptal sonucu
          </h2>
          <Alert tone="success">
            {formatNumber(result.lines.length)} paket iptal edildi. İşlem numarası: {result.orderId}.
          </Alert>
          <DataTable
            caption="İptal edilen paketler"
            columns={RESULT_COLUMNS.filter((c) => c.id !== 'endsOn')}
            rows={result.lines}
            rowId={(l) => l.msisdn}
            status="ready"
            regionLabel="İptal edilen paketler"
            searchLabel={null}
            maxHeight="30vh"
          />
          <Button variant="secondary" onClick={() => cancel.send({ type: 'user.close' })}>
            Tamam
          </Button>
        </section>
      )}
      <DataTable
        caption="Süren ek paketler"
        columns={ACTIVE_COLUMNS}
        rows={data?.items ?? []}
        rowId={(p) => p.packageId}
        status={status}
        error="Ek paketler yüklenemedi."
        onRetry={() => active.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan süren paket yok."
        regionLabel="Süren ek paketler listesi"
        searchLabel="Tabloda ara"
        selection={{
          selected: new Set(selected),
          onChange: (next) => {
            if (canSelect) cancel.send({ type: 'packages.select', packageIds: [...next] });
          },
        }}
        toolbar={
          <Button
            variant="danger"
            disabled={!canCancel || right !== 'granted'}
            busy={cancelling}
            aria-describedby={refusalId(right, REFUSAL_ID)}
            onClick={() => cancel.send({ type: 'user.cancel' })}
          >
            Seçilenleri iptal et{selected.length > 0 ? ` (${formatNumber(selected.length)})` : ''}
          </Button>
        }
      />
      <Modal
        open={asking}
        title="Paket iptali"
        onClose={() => cancel.send({ type: 'user.dismiss' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => cancel.send({ type: 'user.dismiss' })}>
              Vazgeç
            </Button>
            <Button variant="danger" onClick={() => cancel.send({ type: 'user.confirm' })}>
              Paketleri iptal et
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-800">
          {formatNumber(selected.length)} paket hemen sona erecek. Kullanılmayan internet, dakika ve SMS için
          iade yapılmaz. Devam etmek istiyor musunuz?
        </p>
      </Modal>
    </div>
  );
}
