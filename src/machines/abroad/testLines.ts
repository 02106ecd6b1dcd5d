import type { AbroadLine, AbroadValidation } from '../../api/abroad/types';

/** A line as the usage-abroad rows answer it, for the machine tests. */
export const abroadLine = (msisdn: string, roaming = false): AbroadLine => ({
  msisdn,
  productType: 'VOICE',
  tariffName: 'Kurumsal 10 GB',
  status: 'ACTIVE',
  userName: 'Deniz Aksoy',
  roaming,
  callAbroad: false,
});

export const validationOf = (allowed: string[], refused: string[] = []): AbroadValidation => ({
  validationId: allowed.length > 0 ? 'val-1' : '',
  service: 'ROAMING',
  action: 'CLOSE',
  allowed: allowed.map((msisdn) => abroadLine(msisdn, true)),
  refused: refused.map((msisdn) => ({ msisdn, reason: 'Hattın yurt dışı kullanımı zaten kapalı.' })),
  expiresAt: '2030-01-01T00:00:00.000Z',
});
