import type { FlowSessions, FlowStep } from '../../api/flowUsage/types';
import { formatDateTime, formatNumber } from '../../lib/format';

const button =
  'rounded px-2 py-1 text-sm text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-600';

/** The recorded anonymous sessions of the period; the ids are random, so a short one is enough. */
export function SessionList({
  sessions,
  current,
  onPick,
}: {
  sessions: FlowSessions['sessions'];
  current: string | undefined;
  onPick: (session: string) => void;
}) {
  if (sessions.length === 0) return <p className="text-sm text-slate-700">Bu dönemde kayıtlı oturum yok.</p>;
  return (
    <ul aria-label="Kayıtlı oturumlar" className="max-h-48 space-y-1 overflow-auto text-sm">
      {sessions.map((s) => (
        <li key={s.session}>
          <button
            type="button"
            className={button}
            aria-pressed={current === s.session}
            onClick={() => onPick(s.session)}
          >
            Oturum {s.session.slice(0, 8)} · {formatDateTime(s.startedAt)} · {formatNumber(s.steps)} adım ·
            son durum {s.lastState}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One session's steps: where it is, and previous/next (also the arrow keys inside the controls). */
export function StepControls({
  steps,
  step,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  steps: readonly FlowStep[];
  step: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const current = steps[step];
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowLeft' && canPrevious) onPrevious();
    else if (e.key === 'ArrowRight' && canNext) onNext();
    else return;
    e.preventDefault();
  };
  return (
    <div className="space-y-2">
      <div
        role="toolbar"
        aria-label="Adımlar (sol ve sağ ok tuşları)"
        className="flex gap-2"
        onKeyDown={onKeyDown}
      >
        {/* aria-disabled, not disabled: a disabled button drops the focus, and the arrow keys with it. */}
        <button
          type="button"
          className={button}
          aria-disabled={!canPrevious}
          onClick={() => canPrevious && onPrevious()}
        >
          Önceki adım
        </button>
        <button type="button" className={button} aria-disabled={!canNext} onClick={() => canNext && onNext()}>
          Sonraki adım
        </button>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {current
          ? `Adım ${formatNumber(step + 1)} / ${formatNumber(steps.length)}: ${current.state} (${current.event}), ${formatDateTime(current.at)}`
          : 'Bu oturumun kayıtlı adımı yok.'}
      </p>
      <ol
        className="max-h-40 space-y-0.5 overflow-auto font-mono text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
        aria-label="Oturumun yolu"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long path scrolls in its box, which a keyboard must reach
        tabIndex={0}
      >
        {steps.map((s, i) => (
          <li
            // The same state may recur; the index keeps each step its own row.
            // biome-ignore lint/suspicious/noArrayIndexKey: steps never reorder
            key={i}
            aria-current={i === step ? 'step' : undefined}
            className={i === step ? 'font-bold text-blue-800' : 'text-slate-700'}
          >
            {formatNumber(i + 1)}. {s.state} ← {s.event}
          </li>
        ))}
      </ol>
    </div>
  );
}
