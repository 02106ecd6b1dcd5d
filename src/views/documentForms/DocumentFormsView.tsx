import { useSelector } from '@xstate/react';
import { documentFormPageMachine } from '../../machines/documentForms/documentFormPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { usePageActor } from '../shared/usePageActor';

const STATUS_TEXT: Record<string, string> = {
  APPROVED: 'Onaylı belgeniz var',
  IN_REVIEW: 'Gönderdiğiniz belge inceleniyor',
  MISSING: 'Henüz gönderilmedi',
};

/**
 * /document-form: the forms a company fills and sends back, with where each stands, the blank
 * form to download ("Boş formu indir") and the request that takes each back ("Doldurup gönder").
 */
export default function DocumentFormsView() {
  // The machine fetches the blank form; the hook saves it (a download effect).
  const page = usePageActor(documentFormPageMachine, undefined);
  const data = useSelector(page, (s) => s.context.data);
  const error = useSelector(page, (s) => s.context.error);
  const loading = useSelector(page, (s) => s.hasTag('loading'));
  const failed = useSelector(page, (s) => s.hasTag('failed'));
  const busy = useSelector(page, (s) => s.hasTag('busy'));
  const downloading = useSelector(page, (s) => s.context.downloading);
  const downloadError = useSelector(page, (s) => s.context.downloadError);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Doküman Formları</h1>
        <p className="mt-1 text-sm text-slate-700">
          Şirketinizin doldurup imzalaması gereken formların boş hâlleri. İndirip doldurun; imzalı formları{' '}
          <Link to="/set-document" className="font-semibold text-brand-800 underline">
            Yetki Belgeleri
          </Link>{' '}
          sayfasına yükleyin ya da aşağıdaki bağlantıyla ilgili talebe ekleyin.
        </p>
      </header>
      {loading && <Spinner label="Formlar yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => page.send({ type: 'user.retry' })}>
          {error ?? 'Formlar yüklenemedi.'}
        </RetryPanel>
      )}
      {downloadError && <Alert>Boş form indirilemedi. {downloadError}</Alert>}
      {data && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {data.forms.map((form) => {
            const back = data.sendBack[form.formId];
            return (
              <li key={form.formId} className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <h2 className="text-base font-semibold text-slate-900">{form.title}</h2>
                <p className="text-sm text-slate-700">{form.description}</p>
                <p className="text-sm text-slate-800">Durum: {STATUS_TEXT[form.status] ?? form.status}</p>
                <Button
                  variant="secondary"
                  busy={downloading === form.formId}
                  disabled={busy}
                  onClick={() => page.send({ type: 'user.download', formId: form.formId })}
                  aria-label={`${form.title}: boş formu indir (PDF)`}
                >
                  Boş formu indir (PDF)
                </Button>
                {back && (
                  <Link
                    to={`/request-submitting/${back.pageName}`}
                    className="inline-block font-medium text-brand-800 underline"
                    aria-label={`${form.title}: doldurup ${back.title.toLocaleLowerCase('tr-TR')} talebiyle gönder`}
                  >
                    Doldurup gönder
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
