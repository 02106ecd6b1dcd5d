/**
 * A few demands per company, submitted in the days before the seed day by the company's first
 * portal user, so the history has rows in every status once settle has run (settle.ts), and one
 * with its documents.
 */
import { companyProfile } from '../db/companyProfile';
import type { Db } from '../db/schema';
import { DAY_MS, seedMorning } from '../db/seedDay';
import { attachDocuments, insertDemand, insertDocument } from './store';

/** A tiny PDF: what a scanned page looks like to the upload's checks. */
export const SEED_PDF = Buffer.from('%PDF-1.4\n% talep belgesi\n%%EOF\n');

const SEEDED = [
  {
    daysAgo: 9,
    pageName: 'invoice-address-change',
    title: 'Fatura adresi değişikliği',
    answers: [
      { label: 'İl', value: 'Ankara' },
      { label: 'İlçe', value: 'Çankaya' },
      { label: 'Adres', value: 'Kızılay Mah. Atatürk Bulvarı No: 12' },
      { label: 'Posta kodu', value: '06420' },
    ],
    documents: [] as { documentType: string; title: string; fileName: string }[],
  },
  {
    daysAgo: 4,
    pageName: 'company-title-change',
    title: 'Şirket unvanı değişikliği',
    answers: [
      { label: 'Yeni unvan', value: 'Örnek Teknoloji Anonim Şirketi' },
      { label: 'Vergi numarası', value: '1234567890' },
    ],
    documents: [
      {
        documentType: 'TRADE_REGISTRY_GAZETTE',
        title: 'Ticaret Sicil Gazetesi',
        fileName: 'sicil-gazetesi.pdf',
      },
      { documentType: 'SIGNATURE_CIRCULAR', title: 'İmza sirküleri', fileName: 'imza-sirkuleri.pdf' },
    ],
  },
  {
    daysAgo: 0,
    pageName: 'number-change',
    title: 'Numara değişikliği',
    answers: [{ label: 'Değişiklik nedeni', value: 'İstenmeyen aramalar' }],
    documents: [],
  },
];

export function seedRequestSubmitting(db: Db): void {
  const morning = seedMorning(db);
  const owners = db
    .prepare(
      `SELECT uc.corporate_ncst AS corporateNcst, u.id AS userId, u.full_name AS fullName
       FROM user_companies uc JOIN users u ON u.id = uc.user_id
       WHERE uc.position = (SELECT MIN(position) FROM user_companies x WHERE x.corporate_ncst = uc.corporate_ncst)
       GROUP BY uc.corporate_ncst ORDER BY uc.corporate_ncst`,
    )
    .all() as { corporateNcst: string; userId: number; fullName: string }[];
  for (const owner of owners) {
    for (const [i, s] of SEEDED.entries()) {
      const at = morning - s.daysAgo * DAY_MS + i * 3_600_000;
      const id = insertDemand(db, {
        corporateNcst: owner.corporateNcst,
        userId: owner.userId,
        submittedBy: owner.fullName,
        pageName: s.pageName,
        title: s.title,
        // A company's own tax number in what its person wrote (the core's company profile).
        answers: s.answers.map((a) =>
          a.label === 'Vergi numarası'
            ? { ...a, value: companyProfile(db, owner.corporateNcst)?.taxNumber ?? a.value }
            : a,
        ),
        at,
        documentIds: [],
      });
      const documentIds = s.documents.map((d, n) => {
        const documentId = `${id}-B${n + 1}`;
        insertDocument(db, {
          id: documentId,
          corporateNcst: owner.corporateNcst,
          userId: owner.userId,
          pageName: s.pageName,
          documentType: d.documentType,
          title: d.title,
          fileName: d.fileName,
          mimeType: 'application/pdf',
          sizeBytes: SEED_PDF.length,
          content: SEED_PDF,
          uploadedAt: at,
        });
        return documentId;
      });
      attachDocuments(db, id, documentIds);
    }
  }
}
