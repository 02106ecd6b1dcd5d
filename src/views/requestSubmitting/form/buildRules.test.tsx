import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { FormField } from '../../../api/requestSubmitting/types';
import { buildRules, defaultValues, type FieldValues, submittedValues } from './buildRules';
import { DynamicField } from './DynamicField';

const TODAY = '2026-03-10';

/** One served field in a react-hook-form form, as the request page builds it. */
function ServedForm({ field, onValid }: { field: FormField; onValid: (v: FieldValues) => void }) {
  const { register, handleSubmit, formState } = useForm<FieldValues>({
    defaultValues: defaultValues([field]),
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onValid(submittedValues([field], v)))}>
      <DynamicField
        field={field}
        register={register}
        idPrefix="t"
        today={TODAY}
        error={formState.errors[field.name]?.message as string | undefined}
      />
      <button type="submit">Gönder</button>
    </form>
  );
}

/** Types `value` (or ticks the box) and submits; the error next to the field, or the values sent. */
async function submitWith(field: FormField, value?: string) {
  const onValid = vi.fn();
  render(<ServedForm field={field} onValid={onValid} />);
  const user = userEvent.setup();
  const control = screen.getByLabelText(new RegExp(field.label.replace(/[()]/g, '\\$&')));
  if (value !== undefined) {
    if (field.kind === 'select') await user.selectOptions(control, value);
    else if (field.kind === 'checkbox') await user.click(control);
    else await user.type(control, value);
  }
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  const error = document.getElementById(`t-${field.name}-error`);
  if (error) expect(control).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
  return {
    error: error?.textContent ?? undefined,
    sent: onValid.mock.calls[0]?.[0] as FieldValues | undefined,
  };
}

const text = (rules: FormField['rules'], extra: Partial<FormField> = {}): FormField => ({
  name: 'value',
  label: 'Posta kodu',
  kind: 'text',
  rules,
  ...extra,
});

describe('a form built from served rules', () => {
  it('required: an empty or blank field says it is required; a filled one is sent trimmed', async () => {
    expect((await submitWith(text({ required: true }))).error).toBe('Posta kodu zorunludur.');
    cleanup();
    expect(await submitWith(text({ required: true }), '   ')).toMatchObject({
      error: 'Posta kodu zorunludur.',
    });
    cleanup();
    expect((await submitWith(text({ required: true }), ' 06420 ')).sent).toEqual({ value: '06420' });
  });

  it('pattern: the served Turkish message', async () => {
    const field = text({ pattern: { regex: '\\d{5}', message: 'Posta kodu 5 haneli olmalıdır.' } });
    expect((await submitWith(field, '0642')).error).toBe('Posta kodu 5 haneli olmalıdır.');
    cleanup();
    // The pattern is the whole value, not a part of it.
    expect((await submitWith(field, '064201')).error).toBe('Posta kodu 5 haneli olmalıdır.');
    cleanup();
    expect((await submitWith(field, '06420')).sent).toEqual({ value: '06420' });
  });

  it('minLength and maxLength', async () => {
    const field = text({ minLength: 3, maxLength: 5 }, { label: 'Unvan' });
    expect((await submitWith(field, 'ab')).error).toBe('Unvan en az 3 karakter olmalıdır.');
    cleanup();
    expect((await submitWith(field, 'abcdef')).error).toBe('Unvan en fazla 5 karakter olabilir.');
    cleanup();
    expect((await submitWith(field, 'abcd')).error).toBeUndefined();
  });

  it('min and max of a number, and a number at all', async () => {
    const field: FormField = {
      name: 'months',
      label: 'Süre (ay)',
      kind: 'number',
      rules: { min: 1, max: 6 },
    };
    expect((await submitWith(field, '0')).error).toBe('Süre (ay) en az 1 olmalıdır.');
    cleanup();
    expect((await submitWith(field, '7')).error).toBe('Süre (ay) en fazla 6 olabilir.');
    cleanup();
    expect((await submitWith(field, 'iki')).error).toBe('Süre (ay) bir sayı olmalıdır.');
    cleanup();
    expect((await submitWith(field, '3')).sent).toEqual({ months: '3' });
  });

  it('select: a required choice among the served options', async () => {
    const field: FormField = {
      name: 'city',
      label: 'İl',
      kind: 'select',
      options: [{ value: 'Ankara', label: 'Ankara' }],
      rules: { required: true },
    };
    expect((await submitWith(field)).error).toBe('İl zorunludur.');
    cleanup();
    expect((await submitWith(field, 'Ankara')).sent).toEqual({ city: 'Ankara' });
  });

  it('checkbox: a required box must be ticked', async () => {
    const field: FormField = {
      name: 'consent',
      label: 'Koşulları onaylıyorum',
      kind: 'checkbox',
      rules: { required: true },
    };
    expect((await submitWith(field)).error).toBe(
      'Devam etmek için “Koşulları onaylıyorum” kutusunu işaretleyin.',
    );
    cleanup();
    expect((await submitWith(field, 'x')).sent).toEqual({ consent: true });
  });

  it('msisdn: read however it is written, then the served pattern; an optional empty field is left out', async () => {
    const field: FormField = {
      name: 'msisdn',
      label: 'Hat numarası',
      kind: 'msisdn',
      rules: {
        pattern: { regex: '5\\d{9}', message: 'Hat numarası 5 ile başlayan 10 haneli bir numara olmalıdır.' },
      },
    };
    // Written any way, it is read and sent in its national form (it was once refused with the 0).
    expect((await submitWith(field, '0530 044 38 96')).sent).toEqual({ msisdn: '5300443896' });
    cleanup();
    expect((await submitWith(field, '+90 (530) 044-38-96')).sent).toEqual({ msisdn: '5300443896' });
    cleanup();
    expect((await submitWith(field, '0530 044 38')).error).toBe(
      'Hat numarası 5 ile başlayan 10 haneli bir numara olmalıdır.',
    );
    cleanup();
    expect((await submitWith(field)).sent).toEqual({});
  });

  it('date: required, and the native rule set of a field is what was served', () => {
    const field: FormField = {
      name: 'd',
      label: 'Başlangıç tarihi',
      kind: 'date',
      rules: { required: true },
    };
    const rules = buildRules(field, TODAY);
    expect(rules.required).toBe('Başlangıç tarihi zorunludur.');
    const validate = (rules.validate as { served: (v: unknown) => unknown }).served;
    expect(validate('2026-02-30x')).toBe('Başlangıç tarihi geçerli bir tarih olmalıdır.');
    expect(validate('2026-12-01')).toBe(true);
    expect(buildRules(text({}), TODAY).required).toBeUndefined();
  });

  it('date window: a day in the past or beyond the served days ahead is refused next to the field', async () => {
    const field: FormField = {
      name: 'startDate',
      label: 'Başlangıç tarihi',
      kind: 'date',
      rules: { required: true, minDaysAhead: 0, maxDaysAhead: 90 },
    };
    const past = await submitWith(field, '2020-01-01');
    expect(past.error).toBe('Başlangıç tarihi geçmiş bir gün olamaz; en erken 10.03.2026 seçebilirsiniz.');
    expect(past.sent).toBeUndefined();
    cleanup();
    expect((await submitWith(field, '2026-03-09')).error).toMatch(/geçmiş bir gün olamaz/);
    cleanup();
    expect((await submitWith(field, '2026-06-09')).error).toBe(
      'Başlangıç tarihi en geç 08.06.2026 olabilir (bugünden en fazla 90 gün sonrası).',
    );
    cleanup();
    // The bounds reach the date input too, so the browser's picker offers only allowed days.
    const first = await submitWith(field, '2026-03-10');
    expect(first.sent).toEqual({ startDate: '2026-03-10' });
    expect(screen.getByLabelText(/Başlangıç tarihi/)).toHaveAttribute('min', '2026-03-10');
    expect(screen.getByLabelText(/Başlangıç tarihi/)).toHaveAttribute('max', '2026-06-08');
    cleanup();
    expect((await submitWith(field, '2026-06-08')).sent).toEqual({ startDate: '2026-06-08' });
  });
});
