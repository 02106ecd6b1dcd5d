/**
 * Answers 403 FORBIDDEN when a person calls a row that changes data without full authority or
 * the request permission of the row's operation group (its catalogue feature).
 */
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/types';
import { isWriteRow, writesRequireRequestPermission } from '../access';
import type { AppEnv } from '../context';

export function permissionGuard(row: Endpoint): MiddlewareHandler<AppEnv> {
  const write = isWriteRow(row);
  return async (c, next) => {
    const auth = c.get('auth');
    if (write && auth.state === 'valid') {
      writesRequireRequestPermission(c.get('deps').db, auth.session, row.feature);
    }
    await next();
  };
}
