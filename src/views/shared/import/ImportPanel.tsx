import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ImportSpec } from '../../../lib/sheets/importTypes';
import type { ImportMachine } from '../../../machines/shared/import/importMachine';
import { deferredPart, usePreloadAfterPaint } from '../deferredPart';
import { ImportFilePicker } from './ImportFilePicker';
import type { ImportResultTexts } from './ImportResults';
import { failureText, SUBMIT_FAILED } from './importTexts';

/*
 * The steps after a file is picked: no part of the page's first visit (issue 42), fetched once
 * the page is idle after it.
 */
const ImportProgress = deferredPart(async () => {
  const { ImportProgress } = await import('./ImportProgress');
  return { default: ImportProgress };
});
const ImportReview = deferredPart(async () => {
  const { ImportReview } = await import('./ImportReview');
  return { default: ImportReview };
});
const ImportResults = deferredPart(async () => {
  const { ImportResults } = await import('./ImportResults');
  return { default: ImportResults };
});

export type ImportActorRef = ActorRefFrom<ImportMachine>;

interface Props {
  importRef: ImportActorRef;
  spec: ImportSpec;
  /** The template's file name without extension ("hat-kullanicilari-sablonu"). */
  templateName: string;
  /** How the results name an accepted and a refused row (default: saved, not saved). */
  resultTexts?: ImportResultTexts;
}

const STEPS = ['reading', 'reviewing', 'submitting', 'done', 'failed'] as const;
type Step = (typeof STEPS)[number] | 'idle';

/** A spreadsheet import: pick a file, follow the check, fix rows, submit, see each row's result. */
export function ImportPanel({ importRef, spec, templateName, resultTexts }: Props) {
  const step = useSelector(importRef, (s): Step => STEPS.find((tag) => s.hasTag(tag)) ?? 'idle');
  const done = useSelector(importRef, (s) => s.context.progress.done);
  const total = useSelector(importRef, (s) => s.context.progress.total);
  const rows = useSelector(importRef, (s) => s.context.rows);
  const results = useSelector(importRef, (s) => s.context.results);
  const failure = useSelector(importRef, (s) => s.context.failure);
  const submitFailed = useSelector(importRef, (s) => s.context.submitFailed);
  const fileName = useSelector(importRef, (s) => s.context.fileName);
  const send = (event: Parameters<ImportActorRef['send']>[0]) => importRef.send(event);
  usePreloadAfterPaint(ImportProgress, ImportReview, ImportResults);

  return (
    <section aria-label="Dosyadan yükle" className="space-y-4">
      {fileName && step !== 'idle' && <p className="text-sm text-slate-700">Dosya: {fileName}</p>}
      {(step === 'idle' || step === 'failed') && (
        <ImportFilePicker
          spec={spec}
          templateName={templateName}
          error={step === 'failed' ? failureText(failure) : undefined}
          onFile={(file) => send({ type: 'user.pickFile', file })}
        />
      )}
      {step === 'reading' && (
        <ImportProgress done={done} total={total} onCancel={() => send({ type: 'user.cancel' })} />
      )}
      {(step === 'reviewing' || step === 'submitting') && (
        <ImportReview
          rows={rows}
          spec={spec}
          submitting={step === 'submitting'}
          submitError={submitFailed ? SUBMIT_FAILED : undefined}
          onFix={(line, values) => send({ type: 'user.fixRow', line, values })}
          onRemove={(line) => send({ type: 'user.removeRow', line })}
          onSubmit={() => send({ type: 'user.submit' })}
          onRestart={() => send({ type: 'user.restart' })}
        />
      )}
      {step === 'done' && (
        <ImportResults
          results={results}
          {...(resultTexts ? { texts: resultTexts } : {})}
          onRetryFailed={() => send({ type: 'user.retryFailed' })}
          onRestart={() => send({ type: 'user.restart' })}
        />
      )}
    </section>
  );
}
