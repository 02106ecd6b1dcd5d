import { formatNumber } from './format';

/**
 * A step's duration in Turkish short units: "0,4 sn", "12 sn", "3 dk 5 sn", "1 sa 2 dk"; "—" when
 * unknown. Its own file next to format.ts: only the flow atlas says durations, and format.ts is in
 * the entry chunk, which must not grow for it.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 10_000) return `${formatNumber(ms / 1000, { maxDecimals: 1 })} sn`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} sn`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} dk ${seconds % 60} sn` : `${minutes} dk`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} sa ${minutes % 60} dk` : `${hours} sa`;
}

/** A share between 0 and 1 as a Turkish percentage: 0.4 → "%40", 0.125 → "%12,5". */
export function formatShare(share: number): string {
  return `%${formatNumber(share * 100, { maxDecimals: 1 })}`;
}
