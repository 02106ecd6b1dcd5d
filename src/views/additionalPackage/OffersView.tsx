import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { type OfferFilter, PACKAGE_KINDS } from '../../api/additionalPackage/types';
import { formatMoney } from '../../lib/format';
import { offersMachine } from '../../machines/additionalPackage/packageListsMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { usePageActor } from '../shared/usePageActor';
import { allowanceText, KIND_NAMES, PRODUCT_TYPE_NAMES } from './texts';

const KIND_OPTIONS = PACKAGE_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));
const TYPE_OPTIONS = Object.entries(PRODUCT_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** /additional-package: the packages on offer, narrowed by kind, line type and name; each opens its detail and order. */
export default function OffersView() {
  const offers = usePageActor(offersMachine, {});
  const data = useSelector(offers, (s) => s.context.data);
  const loading = useSelector(offers, (s) => s.hasTag('loading'));
  const failed = useSelector(offers, (s) => s.hasTag('failed'));
  const error = useSelector(offers, (s) => s.context.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const input = {
      kind: value('kind'),
      productType: value('productType'),
      text: value('text'),
    } as OfferFilter;
    offers.send({ type: 'user.refresh', input });
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Ek Paket Satın Al</h1>
        <p className="mt-1 text-sm text-slate-700">
          Hatlarınıza internet, konuşma, SMS ya da yurt dışı paketi tanımlayın. Paketin ayrıntısını açıp
          hatları seçerek satın alabilirsiniz.
        </p>
      </header>
      <form
        onSubmit={submit}
        aria-label="Paket filtreleri"
        className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-4 sm:items-end"
      >
        <SelectField label="Paket türü" name="kind" options={KIND_OPTIONS} />
        <SelectField label="Hat türü" name="productType" options={TYPE_OPTIONS} />
        <TextField label="Paket adı" name="text" maxLength={100} />
        <Button type="submit" disabled={loading}>
          Listele
        </Button>
      </form>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Paketler yükleniyor…
        </p>
      )}
      {failed && (
        <div className="space-y-3">
          <Alert>Paketler yüklenemedi. {error}</Alert>
          <Button variant="secondary" onClick={() => offers.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {!loading && data && data.offers.length === 0 && (
        <p className="text-sm text-slate-700">Bu ölçütlere uyan paket yok.</p>
      )}
      {!loading && data && data.offers.length > 0 && (
        <ul aria-label="Paketler" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.offers.map((o) => (
            <li key={o.offerId} className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold text-slate-900">{o.name}</h2>
              <p className="text-sm font-medium text-slate-800">{allowanceText(o)}</p>
              <p className="text-sm text-slate-700">{o.description}</p>
              <p className="text-sm text-slate-700">
                Uygun hatlar: {o.productTypes.map((t) => PRODUCT_TYPE_NAMES[t]).join(', ')}
              </p>
              <p className="mt-auto text-lg font-bold text-slate-900">
                {formatMoney(o.price, { minDecimals: 2 })} <span className="text-sm font-normal">/ hat</span>
              </p>
              <Link
                to={`/additional-package/${o.offerId}`}
                className="rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
              >
                Ayrıntı ve satın al<span className="sr-only">: {o.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
