/**
 * How the names in a flow step look (machine ids, state paths, event types, step tags): letters,
 * digits and `_ . - : # ,` only, so no field value, phone number or sentence fits in one. Apart
 * from the schemas (types.ts) so the reporter checks a step without loading valibot.
 */
export const FLOW_NAME_PATTERN = /^[\w.:#,-]+$/;

export const FLOW_NAME_LIMITS = { flow: 80, state: 200, event: 120, step: 40, session: 64 } as const;

/** The collector row's path (rows.ts `flowUsageReport`), which the reporter beacons to. */
export const FLOW_USAGE_REPORT_PATH = '/dc_ccsi/v1/flow-usage/steps';
