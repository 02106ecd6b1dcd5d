/**
 * Resolves the `pageToken` header into a session for one catalogue row. Protected rows answer
 * 401 (no/unknown/revoked token) or the body code "419" (idle too long); public rows run with
 * whatever the header amounted to, so a handler such as sendOtp can decide for itself.
 */
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/types';
import { passiveRows, publicRows, sessionError } from '../access';
import type { AppEnv } from '../context';

export const SESSION_HEADER = 'pageToken';

export function sessionGuard(row: Endpoint): MiddlewareHandler<AppEnv> {
  const isPublic = publicRows.has(row.name);
  const keepsAlive = !passiveRows.has(row.name);
  return async (c, next) => {
    c.set('row', row);
    const { sessions } = c.get('deps');
    const auth = sessions.resolve(c.req.header(SESSION_HEADER));
    c.set('auth', auth);
    if (auth.state !== 'valid') {
      if (!isPublic) throw sessionError(auth.state);
    } else if (keepsAlive) {
      sessions.touch(auth.session.token);
    }
    await next();
  };
}
