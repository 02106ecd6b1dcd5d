/** What `npm start` prints for the customer managers (ServerFeature.demoGuide): how each signs in. */
import { formatMsisdn } from '../../src/lib/msisdn';
import { DEMO_MANAGERS } from './seed';

export function customerManagerGuideLines(base: string): string[] {
  return [
    `Müşteri yöneticileri (${base}/customer-manager/login; güvenlik kodu, ardından SMS kodu):`,
    ...DEMO_MANAGERS.map(
      (m) =>
        `  ${m.userName.padEnd(18)} ${m.password.padEnd(14)} ${m.displayName} – SMS: ${formatMsisdn(m.msisdn)}`,
    ),
  ];
}
