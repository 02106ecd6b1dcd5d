import { useSelector } from '@xstate/react';
import type { AtlasPageRef } from './atlasPageRef';
import { linkButton } from './panelStyles';
import { SessionList, StepControls } from './ReplayControls';

/** Replay of one recorded anonymous session: list the sessions, pick one, step through its path. */
export function Replay({ actor }: { actor: AtlasPageRef }) {
  const phase = useSelector(actor, (s) => {
    const replay = (s.value as { analysing?: { replay?: string } }).analysing?.replay;
    return replay ?? 'closed';
  });
  const sessions = useSelector(actor, (s) => s.context.sessions);
  const current = useSelector(actor, (s) => s.context.session);
  const steps = useSelector(actor, (s) => s.context.steps);
  const step = useSelector(actor, (s) => s.context.step);
  const error = useSelector(actor, (s) => s.context.replayError);
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'user.stepPrevious' }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'user.stepNext' }));
  const pick = (session: string) => actor.send({ type: 'user.pickSession', session });
  return (
    <section
      aria-labelledby="atlas-replay"
      className="space-y-2 rounded-md bg-white p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="atlas-replay" className="font-semibold text-slate-900">
          Oturum oynatma
        </h3>
        {phase === 'closed' ? (
          <button
            type="button"
            className={linkButton}
            onClick={() => actor.send({ type: 'user.openReplay' })}
          >
            Oturumları listele
          </button>
        ) : (
          <button
            type="button"
            className={linkButton}
            onClick={() => actor.send({ type: 'user.closeReplay' })}
          >
            Oynatmayı kapat
          </button>
        )}
      </div>
      {phase === 'closed' && (
        <p className="text-slate-700 text-sm">Kayıtlı anonim bir oturumu seçip yolunu adım adım izleyin.</p>
      )}
      {(phase === 'listing' || phase === 'loadingPath') && (
        <p role="status" className="text-slate-700 text-sm">
          Yükleniyor…
        </p>
      )}
      {phase === 'failed' && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-red-800 text-sm">
            {error}
          </p>
          <button
            type="button"
            className={linkButton}
            onClick={() => actor.send({ type: 'user.openReplay' })}
          >
            Oturumları tekrar yükle
          </button>
        </div>
      )}
      {(phase === 'choosing' || phase === 'playing') && (
        <SessionList sessions={sessions} current={current} onPick={pick} />
      )}
      {phase === 'playing' && (
        <StepControls
          steps={steps}
          step={step}
          canPrevious={canPrevious}
          canNext={canNext}
          onPrevious={() => actor.send({ type: 'user.stepPrevious' })}
          onNext={() => actor.send({ type: 'user.stepNext' })}
        />
      )}
    </section>
  );
}
