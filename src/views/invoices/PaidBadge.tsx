import { paidText } from './texts';

/** Paid or not, in words and colour (the words carry it; the colour only helps). */
export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        paid ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {paidText(paid)}
    </span>
  );
}
