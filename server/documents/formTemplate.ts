/**
 * The blank document forms (documentFormTemplate): each form of DOCUMENT_FORMS printed empty
 * for the person to fill, sign and send back with a request. The company's name is printed at
 * the top so a filled form can be matched with the company even before it is read.
 */
import * as v from 'valibot';
import { DOCUMENT_FORM_IDS, type DocumentFormId } from '../../src/api/documents/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { ApiError } from '../envelope';
import type { HandlerContext } from '../handlers/types';
import { type PdfBlock, renderPdf } from '../pdf/kit';
import { DOCUMENT_MESSAGES } from './messages';
import { DOCUMENT_FORMS } from './store';

/** The path's formId: the row has no params schema, so the handler checks it against the list. */
const TemplateParams = v.object({ formId: v.picklist(DOCUMENT_FORM_IDS) });

/** Room for handwriting: the kit's field value column is about 60 underscores wide. */
const BLANK = '_'.repeat(60);

/** Where the filled form goes; the same sentence on every form. */
export const TEMPLATE_FOOTER = 'Doldurduğunuz formu Kurumsal Portal > Talepler üzerinden gönderin.';

interface Template {
  /** ASCII only: Content-Disposition's plain filename cannot carry Turkish letters safely. */
  fileName: string;
  instructions: readonly string[];
  /** Sections of labelled blank lines, each under its own heading when it has one. */
  sections: readonly { heading?: string; labels: readonly string[] }[];
}

const SIGNATURE = ['Adı soyadı', 'İmza', 'Tarih'] as const;

export const FORM_TEMPLATES: Record<DocumentFormId, Template> = {
  ONLINE_TRANSACTION_CONTRACT: {
    fileName: 'online-islem-sozlesmesi.pdf',
    instructions: [
      'Bu sözleşme, şirketinizin Kurumsal Portal üzerinden hat, fatura ve talep işlemlerini tam yetkiyle ' +
        'yapabilmesi için gereklidir.',
      'Formu büyük harflerle ve okunaklı doldurunuz; imza sirkülerinde adı geçen yetkili tarafından ' +
        'imzalanmalı ve şirket kaşesi basılmalıdır.',
    ],
    sections: [
      {
        heading: 'Şirket bilgileri',
        labels: ['Şirket unvanı', 'Vergi dairesi', 'Vergi numarası', 'Adres'],
      },
      {
        heading: 'Şirket yetkilisi',
        labels: ['Yetkili adı soyadı', 'T.C. kimlik no', 'Görevi', 'Cep telefonu', 'E-posta'],
      },
      { heading: 'Onay', labels: ['İmza', 'Kaşe', 'Tarih'] },
    ],
  },
  SIGNATURE_CIRCULAR: {
    fileName: 'imza-sirkuleri.pdf',
    instructions: [
      'Bu form, noter onaylı imza sirkülerinizin ön yazısıdır. Sirkülerin bilgilerini aşağıya yazın ve ' +
        'güncel sirkülerin noter onaylı suretini forma ekleyin.',
      'Birden fazla yetkili varsa yetki şeklini (münferit veya müşterek) belirtin.',
    ],
    sections: [
      {
        heading: 'Şirket bilgileri',
        labels: ['Şirket unvanı', 'Vergi numarası', 'Ticaret sicil no'],
      },
      {
        heading: 'İmza sirküleri',
        labels: ['Noterlik', 'Yevmiye no', 'Düzenleme tarihi', 'Yetkili adı soyadı', 'Yetki şekli'],
      },
      { heading: 'Onay', labels: ['İmza', 'Kaşe', 'Tarih'] },
    ],
  },
  AUTHORIZED_ID_COPY: {
    fileName: 'yetkili-kimlik-fotokopileri.pdf',
    instructions: [
      'İmza sirkülerinde adı geçen her yetkilinin bilgilerini yazın ve kimlik kartının ön ve arka ' +
        'yüzünün fotokopisini bu forma ekleyin.',
      'Fotokopiler okunaklı olmalı; kimlik numarası ve fotoğraf açıkça görünmelidir.',
    ],
    sections: [
      { heading: 'Şirket bilgileri', labels: ['Şirket unvanı', 'Vergi numarası'] },
      { heading: '1. yetkili', labels: ['Yetkili adı soyadı', 'T.C. kimlik no', 'Görevi'] },
      { heading: '2. yetkili', labels: ['Yetkili adı soyadı', 'T.C. kimlik no', 'Görevi'] },
      { heading: 'Formu dolduran', labels: [...SIGNATURE] },
    ],
  },
};

const companyName = (ctx: HandlerContext, corporateNcst: string) =>
  (
    ctx.deps.db.prepare('SELECT name FROM companies WHERE corporate_ncst = ?').get(corporateNcst) as
      | { name: string }
      | undefined
  )?.name ?? '';

/** The blank form as PDF bytes: title, company, instructions, blank lines, where to send it. */
export function renderFormTemplate(formId: DocumentFormId, company: string, at: Date): Promise<Uint8Array> {
  const form = DOCUMENT_FORMS.find((f) => f.formId === formId);
  const template = FORM_TEMPLATES[formId];
  const title = form?.title ?? formId;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'fields', rows: [['Şirket', company]] },
    { kind: 'space', height: 6 },
    ...template.instructions.map((text): PdfBlock => ({ kind: 'paragraph', text })),
    ...template.sections.flatMap((section): PdfBlock[] => [
      ...(section.heading ? [{ kind: 'heading', text: section.heading } as const] : []),
      { kind: 'space', height: 4 },
      // An empty line between blanks leaves room to write by hand.
      {
        kind: 'fields',
        rows: section.labels.flatMap((label) => [[label, BLANK] as const, ['', ''] as const]),
      },
    ]),
    { kind: 'space', height: 12 },
    { kind: 'paragraph', text: TEMPLATE_FOOTER, bold: true },
  ];
  return renderPdf({ title, subject: `${company} – boş ${title}`, createdAt: at, blocks });
}

/** GET /document-forms/{formId}/template: the PDF, or the 404 envelope for a form that does not exist. */
export async function documentFormTemplate(ctx: HandlerContext<'documentFormTemplate'>) {
  const session = requireSession(ctx.auth);
  const params = v.safeParse(TemplateParams, ctx.params);
  if (!params.success) throw new ApiError(404, BODY_CODES.notFound, DOCUMENT_MESSAGES.formNotFound);
  const { formId } = params.output;
  const bytes = await renderFormTemplate(
    formId,
    companyName(ctx, session.corporateNcst),
    new Date(ctx.deps.now()),
  );
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${FORM_TEMPLATES[formId].fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
