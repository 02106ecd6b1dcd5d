import { useSelector } from '@xstate/react';
import { formatDate } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { LineUserEditMode, LineUserEditRef } from '../../machines/lineUser/lineUserEditMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { EditLineUserForm } from './EditLineUserForm';
import { failureText, INVOICE_NAME_LABELS, NOTICE_TEXT } from './labels';

const MODES: { mode: LineUserEditMode; label: string; hint: string }[] = [
  { mode: 'correct', label: 'Bilgileri düzelt', hint: 'Aynı kişi; bilgilerindeki hatayı düzeltin.' },
  { mode: 'change', label: 'Kullanıcıyı değiştir', hint: 'Hattı başka bir kişi kullanacak.' },
];

/**
 * One line's user: correct, change from a day on, withdraw a pending change, invoice name. The
 * line-user page runs the edit flow (`edit`) while the dialog is open; closing ends the flow, and
 * the page reloads its list if something was written.
 */
export function EditLineUserDialog({ edit }: { edit: LineUserEditRef }) {
  const line = useSelector(edit, (s) => s.context.line);
  const mode = useSelector(edit, (s) => s.context.mode);
  const fieldErrors = useSelector(edit, (s) => s.context.fieldErrors);
  const failure = useSelector(edit, (s) => s.context.failure);
  const notice = useSelector(edit, (s) => s.context.notice);
  const busy = useSelector(edit, (s) => s.hasTag('busy'));
  const showForm = useSelector(edit, (s) => s.hasTag('form'));
  const loadFailed = useSelector(edit, (s) => s.matches('loadFailed'));
  const saved = useSelector(edit, (s) => s.matches('saved'));
  const confirmingWithdraw = useSelector(edit, (s) => s.matches('confirmingWithdraw'));
  const withdrawing = useSelector(edit, (s) => s.matches('withdrawing'));
  const settingInvoiceName = useSelector(edit, (s) => s.matches('settingInvoiceName'));
  const canWithdraw = useSelector(edit, (s) => s.can({ type: 'user.withdraw' }));
  const canEdit = useSelector(edit, (s) => s.matches('editing'));

  const close = () => edit.send({ type: 'user.close' });

  const title = line ? `${formatMsisdn(line.msisdn)} hattının kullanıcısı` : 'Hat kullanıcısı';
  return (
    <Modal open title={title} onClose={close}>
      <div className="max-h-[75vh] space-y-4 overflow-y-auto pr-1">
        {!line && !loadFailed && (
          <p className="flex items-center gap-2" role="status">
            <Spinner size="sm" /> Hat bilgileri yükleniyor…
          </p>
        )}
        {loadFailed && (
          <div className="space-y-3">
            <Alert>{failure ? failureText(failure) : 'Hat bilgileri yüklenemedi.'}</Alert>
            <Button variant="secondary" onClick={() => edit.send({ type: 'user.retry' })}>
              Tekrar dene
            </Button>
          </div>
        )}
        {notice && <Alert tone="success">{NOTICE_TEXT[notice]}</Alert>}
        {failure && line && <Alert>{failureText(failure)}</Alert>}
        {line && (
          <section
            aria-label="Faturada kullanıcı adı"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3"
          >
            <p>
              Faturada ad:{' '}
              <strong>
                {line.invoiceNameVisible ? INVOICE_NAME_LABELS.shown : INVOICE_NAME_LABELS.hidden}
              </strong>
            </p>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              busy={settingInvoiceName}
              disabled={!canEdit}
              onClick={() => edit.send({ type: 'user.invoiceName', visible: !line.invoiceNameVisible })}
            >
              {line.invoiceNameVisible ? 'Faturada adı gizle' : 'Faturada adı göster'}
            </Button>
          </section>
        )}
        {line?.pendingChange && (
          <section
            aria-label="Bekleyen değişiklik"
            className="space-y-2 rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
          >
            <p>
              Bekleyen değişiklik: <strong>{line.pendingChange.userName}</strong>,{' '}
              {formatDate(line.pendingChange.effectiveDate)} tarihinden itibaren.
            </p>
            {confirmingWithdraw || withdrawing ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold">Bekleyen değişiklik geri çekilsin mi?</p>
                <Button
                  variant="danger"
                  className="px-3 py-1.5"
                  busy={withdrawing}
                  onClick={() => edit.send({ type: 'user.confirm' })}
                >
                  Geri çek
                </Button>
                <Button
                  variant="ghost"
                  className="px-3 py-1.5"
                  disabled={withdrawing}
                  onClick={() => edit.send({ type: 'user.cancel' })}
                >
                  Vazgeç
                </Button>
              </div>
            ) : (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={!canWithdraw}
                onClick={() => edit.send({ type: 'user.withdraw' })}
              >
                Değişikliği geri çek
              </Button>
            )}
          </section>
        )}
        {line && showForm && (
          <>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Ne yapmak istiyorsunuz?</legend>
              <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
                {MODES.map((m) => (
                  <label key={m.mode} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name="edit-mode"
                      className="mt-1 focus-visible:ring-2 focus-visible:ring-accent-400"
                      checked={mode === m.mode}
                      disabled={!canEdit}
                      onChange={() => edit.send({ type: 'user.mode', mode: m.mode })}
                    />
                    <span>
                      <span className="font-medium text-slate-900">{m.label}</span>
                      <span className="block text-xs text-slate-700">{m.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <EditLineUserForm
              key={mode}
              line={line}
              mode={mode}
              serverErrors={fieldErrors}
              busy={busy && !settingInvoiceName && !withdrawing}
              onSave={(values) => edit.send({ type: 'user.save', values })}
              onCancel={close}
            />
          </>
        )}
        {saved && (
          <div className="flex justify-end">
            <Button onClick={close}>Kapat</Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
