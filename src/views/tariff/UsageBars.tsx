import type { RemainingUsage, UsageBucket } from '../../api/tariff/types';
import { formatDate } from '../../lib/format';
import { formatData } from './texts';

const amount = (b: UsageBucket, value: number) =>
  b.kind === 'DATA' ? formatData(value) : `${value.toLocaleString('tr-TR')} ${b.unit}`;

/** One allowance: a bar of what is used, and the figures in words (the bar alone says nothing to a reader). */
function Bar({ bucket }: { bucket: UsageBucket }) {
  const total = bucket.total;
  const usedShare = total ? Math.min(100, Math.round((bucket.used / total) * 100)) : 0;
  const text =
    total === null
      ? `Sınırsız; bu dönem ${amount(bucket, bucket.used)} kullanıldı`
      : // "içinden" needs no suffix after a figure (Turkish suffixes follow how a number is read).
        `${amount(bucket, bucket.remaining ?? 0)} kaldı (${amount(bucket, total)} içinden ${amount(bucket, bucket.used)} kullanıldı)`;
  return (
    <li className="space-y-1">
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-900">{bucket.label}</span>
        <span className="text-slate-700">{text}</span>
      </div>
      {total !== null && (
        <div
          role="progressbar"
          aria-label={`${bucket.label} kullanımı`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usedShare}
          aria-valuetext={`%${usedShare} kullanıldı`}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${usedShare >= 85 ? 'bg-red-600' : 'bg-brand-700'}`}
            style={{ width: `${usedShare}%` }}
          />
        </div>
      )}
    </li>
  );
}

/** The line's remaining allowances this period, as bars with their figures. */
export function UsageBars({ usage }: { usage: RemainingUsage }) {
  return (
    <section
      aria-labelledby="tariff-usage"
      className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="tariff-usage" className="text-lg font-semibold text-slate-900">
        Kalan kullanım
      </h2>
      <p className="text-sm text-slate-700">
        {formatDate(usage.periodStart)} – {formatDate(usage.periodEnd)} dönemi, {usage.tariffName}
      </p>
      <ul className="space-y-3">
        {usage.buckets.map((b) => (
          <Bar key={b.kind} bucket={b} />
        ))}
      </ul>
    </section>
  );
}
