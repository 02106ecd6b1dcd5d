/**
 * The landing page's components (spec §7 landing, COMPONENT_INFO): which parts of the portal are
 * switched on and which version of each runs. Fixed for the sandbox, as a release would fix them.
 */
import type { ComponentInfoItem } from '../src/api/entry/types';

export const LANDING_COMPONENTS: readonly ComponentInfoItem[] = [
  { code: 'DASHBOARD_CARDS', title: 'Ana sayfa kartları', enabled: true, version: '2.3.0' },
  { code: 'EXPRESS_MENU', title: 'Hızlı menü', enabled: true, version: '1.8.1' },
  { code: 'FAST_LOGIN', title: 'Hızlı giriş', enabled: true, version: '1.2.0' },
  { code: 'SEAMLESS_LOGIN', title: 'Kesintisiz giriş', enabled: true, version: '1.1.0' },
  { code: 'CUSTOMER_SURVEY', title: 'Müşteri anketi', enabled: true, version: '1.0.4' },
  { code: 'EXCHANGE_RATES', title: 'Döviz kurları', enabled: false, version: '1.0.0' },
];

/** The named components in the list's order, or all of them when none are named. */
export function componentInfo(codes: readonly string[] | undefined): { components: ComponentInfoItem[] } {
  const wanted = codes && codes.length > 0 ? new Set(codes) : undefined;
  return { components: LANDING_COMPONENTS.filter((c) => !wanted || wanted.has(c.code)) };
}
