import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { NEW_LINE_PRODUCT_TYPES, type NewLineProductType } from '../../api/newLine/types';
import { PRICE_NOTE } from '../../lib/commitment';
import { formatMoney } from '../../lib/format';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import {
  type ProductChoice,
  type ProductChoiceProblem,
  productChoiceProblem,
} from '../../machines/newLine/newLineRules';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { StepNav } from '../shared/wizard/StepNav';
import { lineCountProblem } from './lineCount';
import { Field, selectClass, TYPE_LABELS } from './shared';

const REFUSAL_ID = 'new-line-refusal';

type Values = Record<NewLineProductType, { count: string; tariffId: string; packageId: string }>;

const toChoices = (values: Values): ProductChoice[] =>
  NEW_LINE_PRODUCT_TYPES.map((productType) => ({
    productType,
    count: Number(values[productType]?.count || 0),
    tariffId: values[productType]?.tariffId ?? '',
    packageId: values[productType]?.packageId ?? '',
  })).filter((c) => c.count > 0);

/** What a shut Devam says, for each problem the machine's rule finds. */
const PRODUCT_PROBLEMS: Record<ProductChoiceProblem, string> = {
  noLines: 'Devam etmek için en az bir hat adedi yazın.',
  tooMany: 'Devam etmek için hat adedini azaltın.',
  notOffered: 'Devam etmek için listeden bir tarife seçin.',
};

/**
 * What the first step asks, in words that need no answer from the server: NewLineView shows them
 * above the step, while the choices load and after, as one element, so the step's largest text is
 * not held back by that call (issue 42: it was the page's largest paint).
 */
export function ProductIntro() {
  return (
    <>
      <p className="text-sm text-slate-700">
        Sipariş etmek istediğiniz hat adedini ve tarifesini seçin. Bir siparişte farklı ürünlerden hat
        olabilir.
      </p>
      <p className="text-sm text-slate-700">{PRICE_NOTE}</p>
    </>
  );
}

/** Step 1: how many lines of each product type, on which tariff and package. */
export function ProductStep({ wizard }: { wizard: NewLineRef }) {
  const options = useSelector(wizard, (s) => s.context.options);
  const lines = useSelector(wizard, (s) => s.context.lines);
  const defaults = Object.fromEntries(
    NEW_LINE_PRODUCT_TYPES.map((type) => {
      const mine = lines.filter((l) => l.productType === type);
      return [
        type,
        {
          count: String(mine.length),
          tariffId: mine[0]?.tariffId ?? options[type]?.tariffs[0]?.id ?? '',
          packageId: mine[0]?.packageId ?? '',
        },
      ];
    }),
  ) as Values;
  // A count says what is wrong with it as it is typed, and Devam waits until it is right.
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    defaultValues: defaults,
    mode: 'onChange',
  });
  const next = { type: 'user.next.product', products: toChoices(watch()) } as const;
  // An order needs the group's Talep: the first Devam stays closed and says why (issue 37).
  const right = useRight('newLine', 'request');
  // The machine's own rule says what is missing; a count's own problem stands by its field.
  const problem = useSelector(wizard, (s) => productChoiceProblem(next.products, s.context.options));

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((values) =>
        wizard.send({ type: 'user.next.product', products: toChoices(values) }),
      )}
    >
      {NEW_LINE_PRODUCT_TYPES.map((type) => {
        const o = options[type];
        if (!o) return null;
        const countError = formState.errors[type]?.count?.message;
        return (
          <fieldset key={type} className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-3">
            <legend className="px-1 text-base font-semibold text-slate-900">{TYPE_LABELS[type]}</legend>
            <Field label={`${TYPE_LABELS[type]} adedi`} htmlFor={`count-${type}`} error={countError}>
              <input
                id={`count-${type}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={countError ? true : undefined}
                aria-describedby={countError ? `count-${type}-error` : undefined}
                className={selectClass}
                {...register(`${type}.count`, { validate: (v) => lineCountProblem(v, o.maxLines) ?? true })}
              />
            </Field>
            <Field label={`${TYPE_LABELS[type]} tarifesi`} htmlFor={`tariff-${type}`}>
              <select id={`tariff-${type}`} className={selectClass} {...register(`${type}.tariffId`)}>
                {o.tariffs.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} – {formatMoney(t.monthlyFee, { minDecimals: 2 })}/ay
                  </option>
                ))}
              </select>
            </Field>
            <Field label={`${TYPE_LABELS[type]} ek paketi`} htmlFor={`package-${type}`}>
              <select id={`package-${type}`} className={selectClass} {...register(`${type}.packageId`)}>
                <option value="">Ek paket istemiyorum</option>
                {o.packages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} – {formatMoney(p.monthlyFee, { minDecimals: 2 })}/ay
                  </option>
                ))}
              </select>
            </Field>
          </fieldset>
        );
      })}
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <StepNav
        wizard={wizard}
        next={next}
        blocked={Object.keys(formState.errors).length > 0}
        refusal={refusalId(right, REFUSAL_ID)}
        why={problem && Object.keys(formState.errors).length === 0 ? PRODUCT_PROBLEMS[problem] : undefined}
      />
    </form>
  );
}
