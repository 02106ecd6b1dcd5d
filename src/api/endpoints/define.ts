import type { Endpoint, ErrorMode, Method, SuccessRule } from '../types';

interface RowOptions {
  errorMode?: ErrorMode;
  successRule?: SuccessRule;
  headers?: Record<string, string>;
}

/** Take-over calls identify their screen to the back end (spec §7). */
export const TAKEOVER_HEADERS = { 'Screen-Name': 'TAKEOVER' } as const;

/** Builds the rows of one feature; the family follows from the path prefix. */
export function feature(name: string) {
  const row =
    (method: Method) =>
    (rowName: string, path: string, options: RowOptions = {}): Endpoint => {
      if (!path.startsWith('/ccsirest/') && !path.startsWith('/dc_ccsi/')) {
        throw new Error(`Endpoint ${rowName}: path must start with /ccsirest/ or /dc_ccsi/`);
      }
      return {
        name: rowName,
        feature: name,
        method,
        family: path.startsWith('/ccsirest/') ? 'ccsirest' : 'dc_ccsi',
        path,
        errorMode: options.errorMode ?? 'notify',
        successRule: options.successRule ?? 'default',
        ...(options.headers ? { headers: options.headers } : {}),
      };
    };
  return { post: row('POST'), get: row('GET'), put: row('PUT'), del: row('DELETE') };
}
