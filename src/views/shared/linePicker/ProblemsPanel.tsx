import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { parseNumberList } from '../../../lib/msisdn';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import type { PickerProblem } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import { problemReason } from './labels';
import { VirtualList } from './VirtualList';

function ProblemRow({ actorRef, problem }: { actorRef: LinePickerRef; problem: PickerProblem }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parseNumberList(text).numbers.length === 0) {
      setError('Geçerli bir cep telefonu numarası yazın (ör. 0532 123 45 67).');
      return;
    }
    actorRef.send({ type: 'user.fixProblem', token: problem.token, text });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-1 px-2 py-2 text-sm">
      <p>
        <span className="font-mono font-semibold text-slate-900">{problem.token}</span>{' '}
        <span className="text-red-800">— {problemReason(problem)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="tel"
          autoComplete="off"
          aria-label={`${problem.token} için doğru numara`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Doğru numara"
          className={`min-w-0 flex-1 rounded-md border px-2 py-1 font-mono text-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <Button
          type="submit"
          variant="secondary"
          className="px-3 py-1"
          aria-label={`${problem.token} düzelt`}
        >
          Düzelt
        </Button>
        <Button
          variant="ghost"
          className="px-3 py-1"
          aria-label={`${problem.token} kaldır`}
          onClick={() => actorRef.send({ type: 'user.removeProblem', token: problem.token })}
        >
          Kaldır
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** Entries that did not become chosen lines, each with its reason, a fix and a remove. */
export function ProblemsPanel({ actorRef }: { actorRef: LinePickerRef }) {
  const problems = useSelector(actorRef, (s) => s.context.problems);
  const headingId = useId();
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md bg-red-50 p-3 ring-1 ring-red-200">
      <h3 id={headingId} className="text-sm font-semibold text-red-900">
        Eklenemeyen numaralar ({formatNumber(problems.length)})
      </h3>
      <VirtualList
        items={problems}
        rowHeight={112}
        maxHeight="max-h-96"
        label="Eklenemeyen numaralar"
        getKey={(p) => p.token}
        render={(problem) => <ProblemRow actorRef={actorRef} problem={problem} />}
      />
    </section>
  );
}
