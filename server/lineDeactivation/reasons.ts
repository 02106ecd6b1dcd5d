/**
 * Why a company closes a line, and the documents each reason needs. Most reasons are the
 * company's own decision and need nothing; a closure for a death or for the company's own
 * closing is proven by a document, as operators ask for them.
 */
import type { DeactivationReason, RequiredDocument } from '../../src/api/lineDeactivation/types';

const DEATH_CERTIFICATE: RequiredDocument = {
  documentType: 'DEATH_CERTIFICATE',
  title: 'Ölüm belgesi',
  description: 'Hat kullanıcısının e-Devlet ölüm kaydı ya da nüfus müdürlüğünden alınmış ölüm belgesi.',
};
const CLOSURE_LETTER: RequiredDocument = {
  documentType: 'CLOSURE_LETTER',
  title: 'Kapanış yazısı',
  description:
    'Şirketin ya da şubenin kapandığını gösteren Ticaret Sicili Gazetesi ilanı ya da vergi dairesi terk yazısı.',
};
const POLICE_REPORT: RequiredDocument = {
  documentType: 'POLICE_REPORT',
  title: 'Emniyet tutanağı',
  description: 'Hattın ve cihazın çalındığını ya da kaybolduğunu bildiren karakol tutanağı.',
};

export const DEACTIVATION_REASONS: readonly DeactivationReason[] = [
  { reasonId: 'NO_LONGER_NEEDED', title: 'Hat artık kullanılmıyor', documents: [] },
  { reasonId: 'EMPLOYEE_LEFT', title: 'Hat kullanıcısı şirketten ayrıldı', documents: [] },
  { reasonId: 'COST_REDUCTION', title: 'Maliyetleri azaltma', documents: [] },
  { reasonId: 'SERVICE_QUALITY', title: 'Hizmet kalitesinden memnun değiliz', documents: [] },
  { reasonId: 'LOST_OR_STOLEN', title: 'Hat çalındı ya da kayboldu', documents: [POLICE_REPORT] },
  { reasonId: 'USER_DECEASED', title: 'Hat kullanıcısı vefat etti', documents: [DEATH_CERTIFICATE] },
  { reasonId: 'COMPANY_CLOSED', title: 'Şirket ya da şube kapandı', documents: [CLOSURE_LETTER] },
];

export const reasonById = (reasonId: string) => DEACTIVATION_REASONS.find((r) => r.reasonId === reasonId);

/** Every document type any reason asks for. */
export const DOCUMENT_TYPES: ReadonlySet<string> = new Set(
  DEACTIVATION_REASONS.flatMap((r) => r.documents.map((d) => d.documentType)),
);
