/** Small fixtures for the line-deactivation machine tests. */
import type {
  DeactivationDocument,
  DeactivationReason,
  HistoryDetail,
  SelectionCheck,
} from '../../api/lineDeactivation/types';
import type { PickerLine } from '../shared/linePicker/types';

export const REASONS: DeactivationReason[] = [
  { reasonId: 'NO_LONGER_NEEDED', title: 'Hat artık kullanılmıyor', documents: [] },
  {
    reasonId: 'USER_DECEASED',
    title: 'Hat kullanıcısı vefat etti',
    documents: [{ documentType: 'DEATH_CERTIFICATE', title: 'Ölüm belgesi', description: 'e-Devlet kaydı.' }],
  },
];

export const lineOf = (msisdn: string): PickerLine => ({
  msisdn,
  productType: 'VOICE',
  tariffName: 'Kurumsal 10 GB',
  status: 'ACTIVE',
  userName: 'Ali Veli',
  roaming: false,
});

export const documentOf = (documentId: string, documentType = 'DEATH_CERTIFICATE'): DeactivationDocument => ({
  documentId,
  documentType,
  fileName: `${documentId}.pdf`,
  sizeBytes: 120,
  uploadedAt: '2026-11-25T10:00:00.000Z',
});

export const checkOf = (msisdns: string[], selectionId = 'sel-1'): SelectionCheck => ({
  selectionId,
  allowed: msisdns.map((m) => ({ ...lineOf(m), commitment: null })),
  refused: [],
  totalCost: 0,
  expiresAt: '2026-11-25T11:00:00.000Z',
});

export const detailOf = (msisdns: string[]): HistoryDetail => ({
  deactivationId: 'd-1',
  orderId: 'HT-20261125-000001',
  closedAt: '2026-11-25T10:05:00.000Z',
  reasonTitle: 'Hat artık kullanılmıyor',
  closedBy: 'Can Öztürk',
  msisdns,
  totalCost: 0,
  lines: msisdns.map((msisdn) => ({
    msisdn,
    productType: 'VOICE',
    tariffName: 'Kurumsal 10 GB',
    userName: 'Ali Veli',
    cost: 0,
  })),
  documents: [],
});

export const pdf = (name = 'belge.pdf', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
