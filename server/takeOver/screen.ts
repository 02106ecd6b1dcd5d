/**
 * What every take-over row does before its own work: refuse a call that does not carry the
 * take-over screen's header (spec §7: the back end routes these calls by Screen-Name), then
 * apply the simulated answers that have fallen due, so each answer reads the present.
 */
import { TAKEOVER_HEADERS } from '../../src/api/contract/define';
import { ApiError } from '../envelope';
import type { HandlerContext } from '../handlers/types';
import { TAKE_OVER_CODES, TAKE_OVER_MESSAGES } from './messages';
import { settleTakeOvers } from './record';

const [HEADER, SCREEN] = Object.entries(TAKEOVER_HEADERS)[0] as [string, string];

export function takeOverRow<C extends Pick<HandlerContext, 'c' | 'deps'>, R>(
  handler: (ctx: C) => R,
): (ctx: C) => R {
  return (ctx) => {
    if (ctx.c.req.header(HEADER) !== SCREEN) {
      throw new ApiError(400, TAKE_OVER_CODES.screenNameMissing, TAKE_OVER_MESSAGES.screenNameMissing);
    }
    settleTakeOvers(ctx.deps.db, ctx.deps.now);
    return handler(ctx);
  };
}
