import type { DemandStatus } from '../../api/requestSubmitting/types';
import { STATUS_NAMES, STATUS_TONES } from './texts';

export function StatusBadge({ status }: { status: DemandStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONES[status]}`}
    >
      {STATUS_NAMES[status]}
    </span>
  );
}
