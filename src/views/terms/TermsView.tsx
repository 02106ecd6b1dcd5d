import { shallowEqual, useSelector } from '@xstate/react';
import type { TermsDocument } from '../../api/types';
import { formatNumber } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { StepCodeFailed, useStepCodeFailed } from '../shared/StepCodeFailed';
import { useSessionStep } from '../shared/sessionActor';
import { sessionProblemText } from '../shared/sessionProblem';

/** Spec §2 /terms-approved: the pending agreements, read and confirmed before anything else. */
/**
 * What a person says by ticking a box: an agreement is read and approved; an information notice
 * (KVKK "Aydınlatma Metni") only informs, so it is read and understood, not approved.
 */
const readingOf = (title: string) =>
  /aydınlatma metni$/i.test(title.trim()) ? 'Okudum, anladım.' : 'Okudum ve onaylıyorum.';

const NO_TERMS: readonly TermsDocument[] = [];
const NO_IDS: readonly string[] = [];

export default function TermsView() {
  const step = useSessionStep('terms');
  const codeFailed = useStepCodeFailed();
  const loading = useSelector(step, (s) => s?.hasTag('terms:loading') ?? true);
  const failed = useSelector(step, (s) => s?.hasTag('terms:loadFailed') ?? false);
  const confirming = useSelector(step, (s) => s?.hasTag('terms:confirming') ?? false);
  const reviewing = useSelector(step, (s) => s?.hasTag('terms:reviewing') ?? false);
  const terms = useSelector(step, (s) => s?.context.terms ?? NO_TERMS);
  const accepted = useSelector(step, (s) => s?.context.acceptedTermIds ?? NO_IDS, shallowEqual);
  const error = useSelector(step, (s) => sessionProblemText(s?.context.problem));
  const canConfirm = useSelector(step, (s) => s?.can({ type: 'user.confirmTerms' }) ?? false);

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Sözleşme onayı</h1>
      <p className="mb-6 text-sm text-slate-700">
        Portalı kullanmaya devam etmek için aşağıdaki sözleşmeleri okuyup onaylamanız gerekmektedir.
      </p>
      {codeFailed && <StepCodeFailed />}
      {loading && !codeFailed && <Spinner label="Sözleşmeler yükleniyor…" />}
      {failed && (
        <div className="space-y-3">
          <Alert>{error}</Alert>
          <Button onClick={() => step?.send({ type: 'user.retry' })}>Tekrar dene</Button>
        </div>
      )}
      {(reviewing || confirming) && (
        <form
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            step?.send({ type: 'user.confirmTerms' });
          }}
        >
          {error && <Alert>{error}</Alert>}
          <p className="text-sm font-medium text-slate-900">
            {formatNumber(terms.length)} sözleşme onayınızı bekliyor.
          </p>
          {terms.map((term) => (
            <Card key={term.id} title={term.title}>
              <p className="mb-2 text-xs text-slate-600">Sürüm {term.version}</p>
              <div className="space-y-2 rounded border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
                {term.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <label className="mt-4 flex items-start gap-3 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4"
                  checked={accepted.includes(term.id)}
                  onChange={(event) =>
                    step?.send({ type: 'user.toggleTerm', id: term.id, accepted: event.target.checked })
                  }
                />
                <span>
                  <strong>{term.title}</strong>: {readingOf(term.title)}
                </span>
              </label>
            </Card>
          ))}
          <div className="flex items-center gap-4">
            <Button type="submit" busy={confirming} disabled={!canConfirm}>
              Onayla ve devam et
            </Button>
            {!canConfirm && !confirming && (
              <p className="text-sm text-slate-700">Devam etmek için her metnin kutusunu işaretleyin.</p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
