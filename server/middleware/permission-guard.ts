/**
 * Answers 403 FORBIDDEN before the handler when the person lacks the level a row needs in the
 * session's company (server/access.ts, issue 37): Talep of the row's group for a write, Görüntüleme
 * of its group for a read of an operation group, Onay of the waiting request's group for a
 * decision. Full authority passes every level.
 */
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/types';
import {
  approvalDecisionRows,
  decisionsRequireApprovePermission,
  isWriteRow,
  readGroupOf,
  readsRequireReadPermission,
  writesRequireRequestPermission,
} from '../access';
import type { AppEnv } from '../context';

export function permissionGuard(row: Endpoint): MiddlewareHandler<AppEnv> {
  const decisionParam = approvalDecisionRows[row.name];
  const write = isWriteRow(row);
  const readGroup = readGroupOf(row);
  return async (c, next) => {
    const auth = c.get('auth');
    if (auth.state === 'valid') {
      const db = c.get('deps').db;
      if (decisionParam)
        decisionsRequireApprovePermission(db, auth.session, c.req.param(decisionParam) ?? '');
      else if (write) writesRequireRequestPermission(db, auth.session, row.feature);
      else if (readGroup) readsRequireReadPermission(db, auth.session, readGroup);
    }
    await next();
  };
}
