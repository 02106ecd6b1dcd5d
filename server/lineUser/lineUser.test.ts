// @vitest-environment node
/** The line-user rows against the seeded sandbox: list, resolve, one line, validate, update, change. */
import type { LineUserProduct, LineUserValidation } from '../../src/api/lineUser/types';
import { BODY_CODES } from '../../src/api/types';
import { compareTr } from '../../src/lib/format';
import { MESSAGES } from '../messages';
import { USERS } from '../test-support';
import { LINE_USER_CODES, LINE_USER_MESSAGES } from './messages';
import { PERSON, signedIn } from './support';

const spaced = (m: string) => `${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;

describe('lineUserProductList', () => {
  it('pages the company’s lines with a total over all pages, never another company’s', async () => {
    const { list, numbers } = await signedIn();
    const all = numbers();
    const first = await list({ offset: 0, limit: 50 });
    const second = await list({ offset: 50, limit: 50 });
    expect(first.total).toBe(all.length);
    expect(first.items.map((l) => l.msisdn)).toEqual(all.slice(0, 50));
    expect(second.items.map((l) => l.msisdn)).toEqual(all.slice(50, 100));
    expect(first.items[0]?.maskedIdentity).toMatch(/^[1-9]\d\*{7}\d{2}$/);
  });

  it('sorts user names in Turkish order both ways, ties by number', async () => {
    const { list } = await signedIn();
    const asc = (await list({ sort: { field: 'userName', direction: 'asc' } })).items.map((l) => l.userName);
    for (let i = 1; i < asc.length; i++) expect(compareTr(asc[i - 1], asc[i])).toBeLessThanOrEqual(0);
    const desc = (await list({ sort: { field: 'userName', direction: 'desc' } })).items.map(
      (l) => l.userName,
    );
    for (let i = 1; i < desc.length; i++) expect(compareTr(desc[i - 1], desc[i])).toBeGreaterThanOrEqual(0);
    const tariffs = (await list({ sort: { field: 'tariffName', direction: 'asc' } })).items.map(
      (l) => l.tariffName,
    );
    expect(tariffs).toEqual([...tariffs].sort(compareTr));
    const types = (await list({ sort: { field: 'productType', direction: 'asc' } })).items.map(
      (l) => l.productType,
    );
    // By the Turkish label: M2M, Ses (VOICE), Veri (DATA); this company has no M2M lines.
    expect(types.indexOf('DATA')).toBeGreaterThan(types.lastIndexOf('VOICE'));
  });

  it('finds a line by part of its number written any way', async () => {
    const { list, numbers } = await signedIn();
    const target = numbers()[7]!;
    for (const text of [
      `${target.slice(0, 3)} ${target.slice(3, 5)}`,
      `0${spaced(target)}`,
      `90${target}`,
      `+90 (${target.slice(0, 3)}) ${target.slice(3)}`,
    ]) {
      const page = await list({ filter: { text } });
      expect(
        page.items.map((l) => l.msisdn),
        text,
      ).toContain(target);
      expect(
        page.items.every((l) => l.msisdn.includes(target.slice(0, 5))),
        text,
      ).toBe(true);
    }
  });

  it('filters by name (case and Turkish letters folded), type, tariff, status and roaming', async () => {
    const { list, numbers } = await signedIn();
    const byName = await list({ filter: { text: 'ÖZDEMİR' } });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((l) => l.userName.includes('Özdemir'))).toBe(true);
    expect((await list({ filter: { userName: 'ozdemir' } })).total).toBe(byName.total);
    const roaming = await list({ filter: { roaming: true, productType: 'VOICE', status: 'ACTIVE' } });
    expect(roaming.total).toBe(
      numbers("roaming = 1 AND product_type = 'VOICE' AND status = 'ACTIVE'").length,
    );
    expect(roaming.items.every((l) => l.roaming && l.productType === 'VOICE')).toBe(true);
    const tariff = await list({ filter: { tariffName: 'Kurumsal Data 50 GB', roaming: false } });
    expect(tariff.total).toBe(numbers("tariff_name = 'Kurumsal Data 50 GB' AND roaming = 0").length);
  });

  it('resolves exactly the given numbers: duplicates once, unknown and another company’s alike, non-numbers with a reason', async () => {
    const { list, numbers, otherCompanyNumber } = await signedIn();
    const [a, b] = numbers();
    const foreign = otherCompanyNumber();
    const page = await list({
      msisdns: [`+90 ${spaced(a!)}`, `0${a}`, b!, foreign, '5999999999', 'abc', '12345'],
    });
    expect(page.items.map((l) => l.msisdn)).toEqual([a, b]);
    expect(page.total).toBe(2);
    expect(page.unknown).toEqual([foreign, '5999999999']);
    expect(page.notAllowed).toEqual([
      { msisdn: 'abc', reason: LINE_USER_MESSAGES.invalidNumber },
      { msisdn: '12345', reason: LINE_USER_MESSAGES.invalidNumber },
    ]);
  });

  it('answers a bad request with a Turkish 400 naming the field', async () => {
    const { call } = await signedIn();
    const bad = async (body: unknown) => (await call('lineUserProductList', body)).body.status;
    expect(await bad({ offset: 0, limit: 0 })).toEqual({
      code: BODY_CODES.validation,
      message: 'Sayfa boyutu en az 1 olmalıdır.',
    });
    expect((await bad({ offset: 0, limit: 501 }))?.message).toBe('Sayfa boyutu en fazla 500 olabilir.');
    expect(
      (await bad({ offset: 0, limit: 10, sort: { field: 'iccid', direction: 'asc' } }))?.message,
    ).toMatch(/^Sıralama alanı şu değerlerden biri olmalıdır: msisdn, userName/);
    expect((await bad({ limit: 10 }))?.message).toBe('Başlangıç sırası zorunludur.');
  });
});

describe('one line and its user', () => {
  it('reads the company’s line; another company’s answers as a number that does not exist', async () => {
    const { call, numbers, otherCompanyNumber } = await signedIn();
    const own = await call<LineUserProduct>('lineUserProduct', undefined, { productId: numbers()[0]! });
    expect(own.body.content?.msisdn).toBe(numbers()[0]);
    for (const productId of [otherCompanyNumber(), '5999999999']) {
      const res = await call('lineUserProduct', undefined, { productId });
      expect(res.status).toBe(404);
      expect(res.body.status).toEqual({ code: BODY_CODES.notFound, message: LINE_USER_MESSAGES.notFound });
    }
  });

  it('validates each field with a Turkish message: TCKN checksum, leading 0, e-mail', async () => {
    const { call, numbers } = await signedIn();
    const check = async (body: unknown) =>
      (await call<LineUserValidation>('lineUserProductValidate', body, { productId: numbers()[0]! })).body
        .content;
    expect(await check(PERSON)).toEqual({ valid: true, errors: [] });
    expect(await check({ ...PERSON, identityNumber: '10000000147', email: 'sebnem@' })).toEqual({
      valid: false,
      errors: [
        { field: 'identityNumber', message: 'TC kimlik numarası geçerli değil.' },
        { field: 'email', message: 'E-posta adresi geçerli değil (ör. ad.soyad@firma.com.tr).' },
      ],
    });
    const zero = await check({ userName: '', identityNumber: '01234567890', email: PERSON.email });
    expect(zero?.errors).toEqual([
      { field: 'userName', message: 'Kullanıcı adı soyadı zorunludur.' },
      { field: 'identityNumber', message: 'TC kimlik numarası 0 ile başlayamaz.' },
    ]);
  });

  it('updates the current user at once; the list and the header search see the new name', async () => {
    const { call, list, numbers, client } = await signedIn();
    const productId = numbers()[3]!;
    const res = await call<LineUserProduct>('lineUserProductUpdate', PERSON, { productId });
    expect(res.body.content).toMatchObject({ userName: PERSON.userName, maskedIdentity: '10*******46' });
    expect((await list({ filter: { text: 'sebnem isikli' } })).items.map((l) => l.msisdn)).toEqual([
      productId,
    ]);
    expect(client.db.prepare('SELECT line_user AS u FROM lines WHERE msisdn = ?').get(productId)).toEqual({
      u: PERSON.userName,
    });
    const bad = await call(
      'lineUserProductUpdate',
      { ...PERSON, identityNumber: '12345678901' },
      { productId },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.status).toEqual({
      code: BODY_CODES.validation,
      message: 'TC kimlik numarası geçerli değil.',
    });
  });

  it('a correction without the TC number keeps the stored one (only the e-mail fixed)', async () => {
    const { call, numbers } = await signedIn();
    const productId = numbers()[4]!;
    const before = await call<LineUserProduct>('lineUserProduct', undefined, { productId });
    const { userName, maskedIdentity } = before.body.content!;
    const draft = { userName, email: 'duzeltilen@ornek.com.tr' };
    const check = await call<{ valid: boolean; errors: unknown[] }>('lineUserProductValidate', draft, {
      productId,
    });
    expect(check.body.content).toEqual({ valid: true, errors: [] });
    const res = await call<LineUserProduct>('lineUserProductUpdate', draft, { productId });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ email: 'duzeltilen@ornek.com.tr', maskedIdentity });
    // A change to another person still needs theirs.
    const change = await call('lineUserProductChange', draft, { productId });
    expect(change.status).toBe(400);
  });

  it('records a change for the first day of next month and withdraws it; a second withdrawal is a 404', async () => {
    const { call, numbers } = await signedIn();
    const productId = numbers()[5]!;
    const changed = await call<LineUserProduct>('lineUserProductChange', PERSON, { productId });
    expect(changed.body.content?.pendingChange).toEqual({
      userName: PERSON.userName,
      email: PERSON.email,
      department: PERSON.department,
      costCenter: PERSON.costCenter,
      effectiveDate: '2026-02-01',
    });
    expect(changed.body.content?.userName).not.toBe(PERSON.userName);
    const dated = await call<LineUserProduct>(
      'lineUserProductChange',
      { ...PERSON, effectiveDate: '2026-03-15' },
      { productId },
    );
    expect(dated.body.content?.pendingChange?.effectiveDate).toBe('2026-03-15');
    const withdrawn = await call<LineUserProduct>('lineUserProductChangeDelete', {}, { productId });
    expect(withdrawn.body.content?.pendingChange).toBeNull();
    const again = await call('lineUserProductChangeDelete', {}, { productId });
    expect(again.status).toBe(404);
    expect(again.body.status).toEqual({
      code: LINE_USER_CODES.noPendingChange,
      message: LINE_USER_MESSAGES.noPendingChange,
    });
  });

  it('refuses a change dated today or earlier, and one to the person who already has the line', async () => {
    const { call, numbers } = await signedIn();
    const productId = numbers()[6]!;
    const past = await call(
      'lineUserProductChange',
      { ...PERSON, effectiveDate: '2026-01-15' },
      { productId },
    );
    expect(past.body.status).toEqual({
      code: BODY_CODES.validation,
      message: LINE_USER_MESSAGES.dateNotFuture,
    });
    await call('lineUserProductUpdate', PERSON, { productId });
    const same = await call('lineUserProductChange', PERSON, { productId });
    expect(same.body.status?.code).toBe(LINE_USER_CODES.sameUser);
  });

  // Issue 37: the limited user may request line-user changes in her first company, so the refusal
  // is shown in her second, where she only sees.
  it('refuses every write to a person without its request level, reads still answer', async () => {
    const { call, client } = await signedIn(USERS.limited);
    const second = '1000245873';
    expect((await call('changeCorporate', { corporateNcst: second })).status).toBe(200);
    const { msisdn: productId } = client.db
      .prepare('SELECT msisdn FROM lines WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 1')
      .get(second) as { msisdn: string };
    expect((await call('lineUserProduct', undefined, { productId })).status).toBe(200);
    for (const [row, body] of [
      ['lineUserProductUpdate', PERSON],
      ['lineUserProductChange', PERSON],
      ['lineUserProductChangeDelete', {}],
      ['lineUserInvoiceNameVisibilityUpdate', { visible: false, msisdns: [productId] }],
    ] as const) {
      const res = await call(row, body, { productId });
      expect(res.status, row).toBe(403);
      expect(res.body.status, row).toEqual({ code: BODY_CODES.forbidden, message: MESSAGES.forbiddenWrite });
    }
  });
});
