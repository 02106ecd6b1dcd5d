/** The express (fast-operation) menu in the header (spec §7): the operations a person can pin. */
import * as v from 'valibot';
import { oneOf } from '../contract/fields';

/** The fast operations a person can pin (the sandbox gives each its title and screen). */
export const EXPRESS_ACTION_NAMES = [
  'INVOICES',
  'TARIFF_CHANGE',
  'ADDITIONAL_PACKAGE',
  'SIM_CARD',
  'ROAMING',
  'NEW_LINE',
  'RE_CONTRACT',
  'MY_ORDERS',
  'CONTRACTS',
] as const;
export type ExpressActionName = (typeof EXPRESS_ACTION_NAMES)[number];
const expressActionName = v.picklist(EXPRESS_ACTION_NAMES);

export const ExpressAction = v.object({ actionName: expressActionName, title: v.string(), url: v.string() });
export type ExpressAction = v.InferOutput<typeof ExpressAction>;

export const ExpressMenuContent = v.object({
  customerExpressMenu: v.array(ExpressAction),
  availableActions: v.array(ExpressAction),
});
export type ExpressMenuContent = v.InferOutput<typeof ExpressMenuContent>;

export const ExpressMenuChange = v.object({
  ...ExpressMenuContent.entries,
  addMenuResponse: v.optional(v.object({ actionName: expressActionName, added: v.boolean() })),
  deleteStatus: v.optional(v.object({ actionName: expressActionName, deleted: v.boolean() })),
  /** Spec §7 menuRefresh: the side menu is reloaded (read by the HTTP client). */
  menuRefresh: v.optional(v.boolean()),
});
export type ExpressMenuChange = v.InferOutput<typeof ExpressMenuChange>;

export const ExpressMenuRequest = v.object({ actionName: oneOf('Hızlı işlem', EXPRESS_ACTION_NAMES) });
export type ExpressMenuRequest = v.InferInput<typeof ExpressMenuRequest>;
