/**
 * Test doubles shared by the contract machine tests: a contract as the sandbox lists it, and
 * promises settled by hand so a test can look at a machine while a call or the OTP is running.
 */
import type { ContractSummary } from '../../api/contracts/types';

export function contractFixture(overrides: Partial<ContractSummary> = {}): ContractSummary {
  return {
    contractNumber: '4310807200',
    family: 'STANDARD',
    contractQueryType: 'TAAHHUT',
    filenetId: '{E983CFD2-9249-8557-7390-C41E03ADB524}',
    fileId: 'DOC82877126',
    title: 'Taahhütname – 2 hat',
    type: 'Taahhütname',
    status: 'PENDING',
    parties: [
      { role: 'OPERATOR', name: 'Kurumsal Mobil İletişim Hizmetleri A.Ş.', identifier: 'VKN 4810092365' },
      { role: 'CUSTOMER', name: 'Anadolu Gıda San. A.Ş.', identifier: 'Müşteri no 2000381247' },
    ],
    createdDate: '2026-10-11',
    validFrom: '2027-02-13',
    validUntil: '2028-02-13',
    approvalDeadline: '2027-02-12',
    decidedAt: null,
    decisionReason: null,
    lines: [{ msisdn: '5393856884', productType: 'VOICE', tariffName: 'Kurumsal Sınırsız Plus' }],
    products: ['Tarife indirimi'],
    downloadRequiresOtp: true,
    ...overrides,
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
