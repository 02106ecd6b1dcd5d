/** Answers 403 FORBIDDEN when a person without full authority calls a row that changes data. */
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/types';
import { isWriteRow, writesRequireFullAuthority } from '../access';
import type { AppEnv } from '../context';

export function permissionGuard(row: Endpoint): MiddlewareHandler<AppEnv> {
  const write = isWriteRow(row);
  return async (c, next) => {
    const auth = c.get('auth');
    if (write && auth.state === 'valid') writesRequireFullAuthority(auth.session);
    await next();
  };
}
