import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import type { ChangeRef } from './types';

/** A tariff's more info and FAQ, over the offers. */
export function InfoDialog({ flow }: { flow: ChangeRef }) {
  const open = useSelector(flow, (s) => s.hasTag('info'));
  const info = useSelector(flow, (s) => s.context.info);
  const name = useSelector(
    flow,
    (s) => s.context.data?.offers.tariffs.find((t) => t.tariffId === s.context.infoTariffId)?.name ?? '',
  );
  return (
    <Modal
      open={open}
      wide
      title={`${name}: ayrıntılar`}
      onClose={() => flow.send({ type: 'info.close' })}
      actions={
        <Button variant="secondary" onClick={() => flow.send({ type: 'info.close' })}>
          Kapat
        </Button>
      }
    >
      {!info ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Yükleniyor…
        </p>
      ) : (
        <div className="space-y-4 text-sm text-slate-800">
          {info.moreInfo.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div>
            <h3 className="font-semibold text-slate-900">Koşullar</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {info.moreInfo.conditions.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Sıkça sorulan sorular</h3>
            <dl className="mt-1 space-y-2">
              {info.faq.items.map((item) => (
                <div key={item.question}>
                  <dt className="font-medium text-slate-900">{item.question}</dt>
                  <dd>{item.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </Modal>
  );
}
