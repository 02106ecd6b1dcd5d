import type { Endpoint } from '../../api/types';

export type PathParams = Readonly<Record<string, string | number>>;

/** Fills `{key}` placeholders; a missing key is a programming error, not a request. */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${key}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Configuration may move any row to another path (spec §7 "actual paths come from configuration"). */
export function resolvePath(row: Endpoint, overrides: Readonly<Record<string, string>>): string {
  return overrides[row.name] ?? row.path;
}
