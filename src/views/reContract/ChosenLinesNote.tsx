import { useSelector } from '@xstate/react';
import { formatMsisdn } from '../../lib/msisdn';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';

/** The chosen lines in one sentence (their numbers), so each step says what it is about. */
export function ChosenLinesNote({ wizard }: { wizard: ReContractRef }) {
  const lines = useSelector(wizard, (s) => s.context.lines);
  return (
    <p className="text-sm text-slate-800">
      Seçilen {lines.length} hat: {lines.map((l) => formatMsisdn(l.msisdn)).join(', ')}
    </p>
  );
}
