/** A row of numbered steps; the current one carries aria-current="step". */
export function Stepper({
  steps,
  current,
}: {
  steps: readonly { id: string; label: string }[];
  current: string;
}) {
  const index = steps.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Sipariş adımları">
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
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
