/**
 * A row of numbered steps; the current one carries aria-current="step". On a phone the row would
 * wrap into several lines: there one line says "Adım 3 / 7 · Özet" over a progress bar, and the
 * list stays for screen readers only (the line is the same fact, hidden from them).
 */
export function Stepper({
  steps,
  current,
}: {
  steps: readonly { id: string; label: string }[];
  current: string;
}) {
  const index = steps.findIndex((s) => s.id === current);
  const shown = Math.max(index, 0) + 1;
  return (
    <nav aria-label="Sipariş adımları">
      <div aria-hidden="true" className="space-y-1 sm:hidden">
        <p className="text-sm text-slate-700">
          Adım {shown} / {steps.length} ·{' '}
          <span className="font-semibold text-slate-900">{steps[shown - 1]?.label}</span>
        </p>
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
          <div
            className="h-full rounded-full bg-brand-700"
            style={{ width: `${(shown / steps.length) * 100}%` }}
          />
        </div>
      </div>
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm max-sm:sr-only">
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'current'
                    ? 'bg-brand-700 text-white'
                    : state === 'done'
                      ? 'bg-green-700 text-white'
                      : 'bg-slate-200 text-slate-800'
                }`}
              >
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className={state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                {step.label}
                {state === 'done' && <span className="sr-only"> (tamamlandı)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
