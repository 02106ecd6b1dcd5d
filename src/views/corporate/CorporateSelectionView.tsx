import { shallowEqual, useSelector } from '@xstate/react';
import type { EasyLoginCorporate } from '../../api/types';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { StepCodeFailed, useStepCodeFailed } from '../shared/StepCodeFailed';
import { useSessionStep } from '../shared/sessionActor';
import { sessionProblemText } from '../shared/sessionProblem';

/** Spec §2 /corporate-selection: the easy-login companies, switch and default holding. */
const NO_CORPORATES: readonly EasyLoginCorporate[] = [];

export default function CorporateSelectionView() {
  const step = useSessionStep('corporateSelection');
  const corporates = useSelector(step, (s) => s?.context.corporates ?? NO_CORPORATES, shallowEqual);
  const current = useSelector(step, (s) => s?.context.current);
  const busy = useSelector(step, (s) => s?.hasTag('busy') ?? true);
  const error = useSelector(step, (s) => sessionProblemText(s?.context.problem));
  const hasDefault = corporates.some((c) => c.defaultCompany);
  const codeFailed = useStepCodeFailed();

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Şirket seçimi</h1>
      <p className="mb-6 text-sm text-slate-700">
        İşlem yapmak istediğiniz şirketi seçin. Varsayılan olarak işaretlediğiniz şirket girişte önerilir.
      </p>
      {codeFailed && <StepCodeFailed />}
      {error && (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      )}
      <ul className="space-y-3" aria-busy={busy || undefined}>
        {corporates.map((corporate) => (
          <li
            key={corporate.corporateNcst}
            className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">{corporate.corporateName}</p>
              <p className="text-sm text-slate-600">
                Müşteri no: {corporate.corporateNcst}
                {corporate.defaultCompany && (
                  <span className="ml-2 rounded bg-accent-400/30 px-2 py-0.5 text-xs font-semibold text-slate-900">
                    Varsayılan
                  </span>
                )}
                {corporate.corporateNcst === current && (
                  <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                    Aktif şirket
                  </span>
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {!corporate.defaultCompany && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    step?.send({ type: 'user.setDefaultCorporate', corporateNcst: corporate.corporateNcst })
                  }
                >
                  {/* The visible words first, the company after them for screen readers (WCAG 2.5.3). */}
                  Varsayılan yap <span className="sr-only">({corporate.corporateName})</span>
                </Button>
              )}
              <Button
                disabled={busy}
                onClick={() =>
                  step?.send({ type: 'user.selectCorporate', corporateNcst: corporate.corporateNcst })
                }
              >
                Bu şirketle devam et <span className="sr-only">({corporate.corporateName})</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {hasDefault && (
        <Button
          variant="secondary"
          className="mt-6"
          disabled={busy}
          onClick={() => step?.send({ type: 'user.clearDefaultCorporate' })}
        >
          Varsayılan şirketi kaldır
        </Button>
      )}
    </div>
  );
}
