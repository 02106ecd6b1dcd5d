/**
 * The request types a company may make, grouped as the menu shows them, each with the form the
 * portal builds from it: fields with their rules and the documents it takes. Adding a type here
 * is all a new request needs; the portal has no list of its own.
 */
import type { DemandForm, DocumentSlot, FormField } from '../../src/api/requestSubmitting/types';
import { REQUEST_MAX_FILE_BYTES } from '../../src/api/requestSubmitting/types';
import { MSISDN_HINT, msisdnProblem } from '../../src/lib/msisdn';

const PDF = ['application/pdf'];
/** How far ahead a line freeze may start: a quarter (docs/decisions.md). */
export const SUSPENSION_DAYS_AHEAD = 90;
const SCAN = ['application/pdf', 'image/jpeg', 'image/png'];

const msisdn = (name: string, label: string): FormField => ({
  name,
  label,
  kind: 'msisdn',
  hint: MSISDN_HINT,
  rules: {
    required: true,
    pattern: { regex: '5\\d{9}', message: msisdnProblem(label) },
  },
});

const note: FormField = {
  name: 'note',
  label: 'Açıklama',
  kind: 'textarea',
  rules: { maxLength: 500 },
};

export interface RequestType extends DemandForm {
  groupId: string;
}

export const REQUEST_GROUPS = [
  { groupId: 'LINE', title: 'Hat işlemleri' },
  { groupId: 'COMPANY', title: 'Şirket bilgileri' },
  { groupId: 'INVOICE', title: 'Fatura işlemleri' },
] as const;

const slot = (s: Omit<DocumentSlot, 'maxBytes'> & { maxBytes?: number }): DocumentSlot => ({
  maxBytes: REQUEST_MAX_FILE_BYTES,
  ...s,
});

export const REQUEST_TYPES: readonly RequestType[] = [
  {
    groupId: 'LINE',
    pageName: 'number-change',
    title: 'Numara değişikliği',
    description: 'Bir hattın numarasını değiştirme talebi. Belge gerekmez.',
    fields: [
      msisdn('msisdn', 'Hat numarası'),
      {
        name: 'preferredNumber',
        label: 'Tercih edilen numara',
        kind: 'text',
        hint: 'Boş bırakırsanız uygun bir numara atanır.',
        rules: {
          pattern: {
            regex: '5\\d{9}',
            message: msisdnProblem('Tercih edilen numara'),
          },
        },
      },
      {
        name: 'reason',
        label: 'Değişiklik nedeni',
        kind: 'select',
        options: [
          { value: 'UNWANTED_CALLS', label: 'İstenmeyen aramalar' },
          { value: 'EASY_NUMBER', label: 'Akılda kalıcı numara' },
          { value: 'OTHER', label: 'Diğer' },
        ],
        rules: { required: true },
      },
      note,
    ],
    documents: [],
  },
  {
    groupId: 'LINE',
    pageName: 'line-suspension',
    title: 'Hat dondurma',
    description: 'Bir hattı belirli bir süre için dondurma talebi. Belge gerekmez.',
    fields: [
      msisdn('msisdn', 'Hat numarası'),
      {
        name: 'startDate',
        label: 'Başlangıç tarihi',
        kind: 'date',
        hint: `Bugün ya da en fazla ${SUSPENSION_DAYS_AHEAD} gün sonrası.`,
        // A freeze starts from today on, and is asked for at most a quarter ahead (docs/decisions.md).
        rules: { required: true, minDaysAhead: 0, maxDaysAhead: SUSPENSION_DAYS_AHEAD },
      },
      {
        name: 'months',
        label: 'Süre (ay)',
        kind: 'number',
        rules: {
          required: true,
          min: 1,
          max: 6,
          pattern: { regex: '\\d+', message: 'Süre tam sayı olmalıdır.' },
        },
      },
      {
        name: 'consent',
        label: 'Dondurma koşullarını okudum ve onaylıyorum',
        hint: 'Dondurma süresince hat arama yapamaz ve arama alamaz; aylık ücret yarıya iner.',
        kind: 'checkbox',
        rules: { required: true },
      },
    ],
    documents: [],
  },
  {
    groupId: 'COMPANY',
    pageName: 'company-title-change',
    title: 'Şirket unvanı değişikliği',
    description: 'Unvan değişikliği için Ticaret Sicil Gazetesi ve imza sirküleri gerekir.',
    fields: [
      {
        name: 'newTitle',
        label: 'Yeni unvan',
        kind: 'text',
        rules: { required: true, minLength: 3, maxLength: 120 },
      },
      {
        name: 'taxNumber',
        label: 'Vergi numarası',
        kind: 'text',
        rules: {
          required: true,
          pattern: { regex: '\\d{10}', message: 'Vergi numarası 10 haneli olmalıdır.' },
        },
      },
      note,
    ],
    documents: [
      slot({
        documentType: 'TRADE_REGISTRY_GAZETTE',
        title: 'Ticaret Sicil Gazetesi',
        hint: 'Unvan değişikliğinin yayımlandığı sayı.',
        required: true,
        mimeTypes: PDF,
      }),
      slot({
        documentType: 'SIGNATURE_CIRCULAR',
        title: 'İmza sirküleri',
        required: true,
        mimeTypes: SCAN,
        formId: 'SIGNATURE_CIRCULAR',
      }),
    ],
  },
  {
    groupId: 'COMPANY',
    pageName: 'authorized-person-change',
    title: 'Yetkili kişi değişikliği',
    description: 'Portal yetkilisini değiştirme talebi. Sözleşme ve kimlik fotokopisi gerekir.',
    fields: [
      {
        name: 'fullName',
        label: 'Yetkilinin adı soyadı',
        kind: 'text',
        rules: { required: true, minLength: 5, maxLength: 80 },
      },
      {
        name: 'nationalId',
        label: 'T.C. kimlik numarası',
        kind: 'text',
        rules: {
          required: true,
          pattern: { regex: '[1-9]\\d{10}', message: 'T.C. kimlik numarası 11 haneli olmalıdır.' },
        },
      },
      msisdn('contactMsisdn', 'Yetkilinin cep telefonu'),
      {
        name: 'email',
        label: 'Yetkilinin e-posta adresi',
        kind: 'text',
        rules: {
          required: true,
          maxLength: 120,
          pattern: {
            regex: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
            message: 'Yetkilinin e-posta adresi geçerli değil.',
          },
        },
      },
    ],
    documents: [
      slot({
        documentType: 'ONLINE_TRANSACTION_CONTRACT',
        title: 'Online İşlemler Sözleşmesi',
        hint: 'Doküman Formları sayfasından indirip imzalayın.',
        required: true,
        mimeTypes: PDF,
        formId: 'ONLINE_TRANSACTION_CONTRACT',
      }),
      slot({
        documentType: 'AUTHORIZED_ID_COPY',
        title: 'Kimlik fotokopisi',
        required: true,
        mimeTypes: SCAN,
        maxBytes: 500 * 1024,
        formId: 'AUTHORIZED_ID_COPY',
      }),
    ],
  },
  {
    groupId: 'INVOICE',
    pageName: 'invoice-address-change',
    title: 'Fatura adresi değişikliği',
    description: 'Faturaların gönderildiği adresi değiştirme talebi. Belge gerekmez.',
    fields: [
      {
        name: 'city',
        label: 'İl',
        kind: 'select',
        options: ['Ankara', 'İstanbul', 'İzmir', 'Bursa', 'Antalya'].map((c) => ({ value: c, label: c })),
        rules: { required: true },
      },
      { name: 'district', label: 'İlçe', kind: 'text', rules: { required: true, maxLength: 60 } },
      {
        name: 'address',
        label: 'Adres',
        kind: 'textarea',
        rules: { required: true, minLength: 10, maxLength: 300 },
      },
      {
        name: 'postalCode',
        label: 'Posta kodu',
        kind: 'text',
        rules: { required: true, pattern: { regex: '\\d{5}', message: 'Posta kodu 5 haneli olmalıdır.' } },
      },
    ],
    documents: [],
  },
];

export const requestType = (pageName: string) => REQUEST_TYPES.find((t) => t.pageName === pageName);

/** The form as served: the type without its menu group. */
export const formOf = ({ groupId: _, ...form }: RequestType): DemandForm => form;
