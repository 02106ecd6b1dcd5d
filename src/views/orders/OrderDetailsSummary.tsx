import type { OrderSummaryItem } from '../../api/orders/types';
import { formatMoney, formatNumber } from '../../lib/format';

/**
 * Names of detail fields a feature may store besides `summary` (the new-line wizard's state of
 * spec §3). A field not named here is shown under its own key rather than hidden.
 */
const DETAIL_LABELS: Record<string, string> = {
  productType: 'Ürün tipi',
  hasNumber: 'Mevcut numara kullanılacak',
  selectVoiceLineForMe: 'Ses hattı numarasını sistem seçsin',
  selectDataLineForMe: 'Veri hattı numarasını sistem seçsin',
  m2mContactNumber: 'M2M iletişim numarası',
  dataContactNumber: 'Veri hattı iletişim numarası',
  companyInfo: 'Şirket bilgileri',
  subscriptionPreferences: 'Abonelik tercihleri',
  partner: 'İş ortağı',
  partners: 'İş ortakları',
  delivery: 'Teslimat',
  deliveryAddress: 'Teslimat adresi',
  contactName: 'İletişim kişisi',
  contactNumber: 'İletişim numarası',
  email: 'E-posta',
  address: 'Adres',
  city: 'İl',
  district: 'İlçe',
  commitment: 'Taahhüt',
  note: 'Not',
  contact: 'İletişim bilgileri',
  contactPhone: 'İletişim telefonu',
  preferences: 'Abonelik tercihleri',
  packages: 'Ek paketler',
  monthlyTotal: 'Aylık toplam',
  msisdn: 'Hat numarası',
  name: 'Ad',
};

/**
 * Internal references that mean nothing to the person reading the order; a package order's
 * offerId is a catalogue code, and its summary already names the package.
 */
const HIDDEN_KEYS = new Set(['id', 'draftId', 'transactionId', 'orderId', 'offerId']);
/** Amounts in TL, shown in Turkish money format. */
const MONEY_KEYS = new Set(['monthlyTotal', 'monthlyFee', 'amount', 'price']);

const isSummary = (value: unknown): value is OrderSummaryItem[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as OrderSummaryItem).label === 'string' &&
      typeof (item as OrderSummaryItem).value === 'string',
  );

function Value({ value, depth, money = false }: { value: unknown; depth: number; money?: boolean }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (money && typeof value === 'number') return <>{formatMoney(value)}</>;
  if (typeof value === 'boolean') return <>{value ? 'Evet' : 'Hayır'}</>;
  if (typeof value === 'number') return <>{formatNumber(value)}</>;
  if (typeof value === 'string') return <>{value}</>;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null)) return <>{value.map(String).join(', ')}</>;
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stored list has no ids and never reorders here
          <li key={i}>
            <Value value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  if (depth >= 2) return <>{JSON.stringify(value)}</>;
  return <Fields entries={Object.entries(value as Record<string, unknown>)} depth={depth + 1} />;
}

function Fields({ entries, depth }: { entries: [string, unknown][]; depth: number }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {entries
        .filter(([key]) => !HIDDEN_KEYS.has(key))
        .map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-700">{DETAIL_LABELS[key] ?? key}</dt>
            <dd className="text-slate-900">
              <Value value={value} depth={depth} money={MONEY_KEYS.has(key)} />
            </dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The feature's details in readable form: `summary` (label/value pairs in Turkish, written by
 * the feature) first, then any other stored fields under Turkish names.
 */
export function OrderDetailsSummary({ details }: { details: Record<string, unknown> }) {
  const { summary, ...rest } = details;
  const items = isSummary(summary) ? summary : [];
  const others = Object.entries(isSummary(summary) ? rest : details).filter(([key]) => !HIDDEN_KEYS.has(key));
  if (items.length === 0 && others.length === 0) {
    return <p className="text-sm text-slate-700">Bu sipariş için ek bilgi bulunmuyor.</p>;
  }
  return (
    <div className="space-y-4 text-sm">
      {items.length > 0 && (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {items.map((item) => (
            <div key={item.label} className="contents">
              <dt className="font-medium text-slate-700">{item.label}</dt>
              <dd className="text-slate-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {others.length > 0 && <Fields entries={others} depth={0} />}
    </div>
  );
}
