// @vitest-environment node
/** The take-over's pure rules: masking, the simulated answers over time, the next step. */
import { approvalOf, maskName, maskPhone, nextStep, statusAt } from './rules';

describe('masking another customer', () => {
  it('keeps two letters of each word and the number’s ends', () => {
    expect(maskName('Mehmet Yılmaz')).toBe('Me**** Yı****');
    expect(maskName('Ege Turizm Ltd. Şti.')).toBe('Eg* Tu**** Lt** Şt**');
    expect(maskName('Gül Çetin')).toBe('Gü* Çe***');
    expect(maskPhone('5441000001')).toBe('544 *** ** 01');
  });
});

describe('the simulated answers', () => {
  const times = { approvalDueAt: 20_000, decision: 'APPROVE' as const, completeDueAt: null };

  it('approve or reject once the owner’s answer is due, and complete once the operator’s is', () => {
    expect(statusAt('AWAITING_APPROVAL', times, 19_999)).toBe('AWAITING_APPROVAL');
    expect(statusAt('AWAITING_APPROVAL', times, 20_000)).toBe('APPROVED');
    expect(statusAt('AWAITING_APPROVAL', { ...times, decision: 'REJECT' }, 20_000)).toBe('REJECTED');
    expect(statusAt('IN_PROGRESS', { ...times, completeDueAt: 80_000 }, 79_999)).toBe('IN_PROGRESS');
    expect(statusAt('IN_PROGRESS', { ...times, completeDueAt: 80_000 }, 80_000)).toBe('COMPLETED');
    // A cancelled order stays cancelled whatever falls due.
    expect(statusAt('CANCELLED', times, 99_000)).toBe('CANCELLED');
  });

  it('say how long the owner’s answer will take, and how it was asked', () => {
    const asked = {
      status: 'AWAITING_APPROVAL' as const,
      method: 'CALL' as const,
      requestedAt: 0,
      dueAt: 20_000,
      decision: 'APPROVE' as const,
      contactPhone: '5441000001',
    };
    expect(approvalOf(asked, 4_500)).toEqual({
      status: 'PENDING',
      requestedAt: '1970-01-01T00:00:00.000Z',
      waitSeconds: 16,
      message: 'Devreden taraf aranıyor (544 *** ** 01). Onay bekleniyor.',
    });
    expect(approvalOf({ ...asked, status: 'APPROVED' }, 20_000)).toMatchObject({
      status: 'APPROVED',
      answeredAt: '1970-01-01T00:00:20.000Z',
    });
    expect(approvalOf({ ...asked, status: 'CANCELLED' }, 10_000).status).toBe('PENDING');
  });
});

describe('where a resumed wizard opens', () => {
  const lines = ['5441000001', '5441000002'];
  const info = {
    companyInfoConfirmed: true,
    contactName: 'Can Öztürk',
    contactPhone: '5057654321',
    email: 'can@example.com',
    invoiceAddress: 'İzmir',
  };
  const preferences = {
    invoiceType: 'PAPER' as const,
    directoryListing: true,
    campaignSms: false,
    keepLineUsers: true,
  };

  it('follows the first step not yet done', () => {
    expect(nextStep('AWAITING_APPROVAL', {}, lines)).toBe('APPROVAL');
    expect(nextStep('APPROVED', {}, lines)).toBe('SUBSCRIPTION_INFO');
    expect(nextStep('APPROVED', { subscriptionInfo: info, tariffs: { '5441000001': 'x' } }, lines)).toBe(
      'TARIFF',
    );
    const tariffs = { '5441000001': 'x', '5441000002': 'y' };
    expect(nextStep('APPROVED', { subscriptionInfo: info, tariffs }, lines)).toBe('PREFERENCES');
    expect(nextStep('APPROVED', { subscriptionInfo: info, tariffs, preferences }, lines)).toBe('SUMMARY');
    expect(nextStep('FINALIZED', {}, lines)).toBe('MARS');
    expect(nextStep('REJECTED', {}, lines)).toBe('DONE');
  });
});
