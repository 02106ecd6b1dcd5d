import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestMenu } from '../../src/api/requestSubmitting/types';
import { writeGrants } from '../db/persons';
import { dayOf, isoDay } from '../db/seedDay';
import { sandboxClient, testClock, USERS } from '../test-support';
import { REQUEST_MESSAGES as M } from './messages';
import { DECIDE_AFTER_MS, REVIEW_AFTER_MS } from './settle';
import { ADDRESS, requestClient } from './support';

const companyLine = (c: Awaited<ReturnType<typeof requestClient>>) =>
  (
    c.client.db
      .prepare(
        `SELECT l.msisdn FROM lines l JOIN sessions s ON s.corporate_ncst = l.corporate_ncst
         WHERE s.token = ? LIMIT 1`,
      )
      .get(c.token) as { msisdn: string }
  ).msisdn;

describe('the request menu and forms', () => {
  it('groups request types with and without documents, each with its served form', async () => {
    const c = await requestClient();
    const menu = (await c.client.call<RequestMenu>('requestSubmittingMenu', undefined, { token: c.token }))
      .body.content!;
    const items = menu.groups.flatMap((g) => g.items);
    expect(menu.groups.map((g) => g.title)).toEqual([
      'Hat işlemleri',
      'Şirket bilgileri',
      'Fatura işlemleri',
    ]);
    expect(items.filter((i) => i.withDocuments).length).toBeGreaterThanOrEqual(2);
    expect(items.filter((i) => !i.withDocuments).length).toBeGreaterThanOrEqual(2);
    const form = (await c.describe('company-title-change')).body.content;
    expect(form?.kind).toBe('FORM');
    if (form?.kind !== 'FORM') return;
    expect(form.form.fields.find((f) => f.name === 'taxNumber')?.rules.pattern?.message).toBe(
      'Vergi numarası 10 haneli olmalıdır.',
    );
    expect(form.form.documents.map((d) => d.title)).toEqual(['Ticaret Sicil Gazetesi', 'İmza sirküleri']);
    const unknown = await c.describe('no-such-request');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status?.message).toBe(M.unknownPage);
  });
});

describe('the served rules on submit', () => {
  it('refuses bad values with the field’s Turkish sentence, never an English name', async () => {
    const c = await requestClient();
    const cases: [Record<string, string | boolean>, string][] = [
      [{ ...ADDRESS, postalCode: '3522' }, 'Posta kodu 5 haneli olmalıdır.'],
      [{ ...ADDRESS, address: 'kısa' }, 'Adres en az 10 karakter olmalıdır.'],
      [{ ...ADDRESS, district: '' }, 'İlçe zorunludur.'],
      [{ ...ADDRESS, city: 'Paris' }, 'İl için listeden bir seçim yapın.'],
      [{ ...ADDRESS, district: 'x'.repeat(61) }, 'İlçe en fazla 60 karakter olabilir.'],
      [{ ...ADDRESS, extra: 'x' }, M.unknownField('extra')],
    ];
    for (const [values, message] of cases) {
      const res = await c.submit('invoice-address-change', values);
      expect(res.status).toBe(400);
      expect(res.body.status?.message).toBe(message);
    }
    const suspension = {
      msisdn: companyLine(c),
      startDate: isoDay(dayOf(Date.now())),
      months: '9',
      consent: true,
    };
    expect((await c.submit('line-suspension', suspension)).body.status?.message).toBe(
      'Süre (ay) en fazla 6 olabilir.',
    );
    const notConfirmed = await c.submit('line-suspension', { ...suspension, months: '2', consent: false });
    expect(notConfirmed.body.status?.message).toContain('kutusunu işaretleyin');
    const foreign = await c.submit('line-suspension', { ...suspension, months: '2', msisdn: '5999999999' });
    expect(foreign.body.status?.message).toBe(M.notCompanyLine('Hat numarası'));
    const ok = await c.submit('line-suspension', { ...suspension, months: '2' });
    expect(ok.body.content).toMatchObject({ kind: 'SUBMITTED', demand: { status: 'RECEIVED' } });
  });

  it('a line freeze starts from Turkey’s today and at most 90 days ahead: other days answer a Turkish 400', async () => {
    // 15.01.2026 at noon in Turkey.
    const c = await requestClient(
      USERS.fast,
      sandboxClient({ now: testClock(Date.UTC(2026, 0, 15, 9)).now }),
    );
    const freeze = (startDate: string) =>
      c.submit('line-suspension', { msisdn: companyLine(c), startDate, months: '2', consent: true });
    const past = await freeze('2020-01-01');
    expect(past.status).toBe(400);
    expect(past.body.status?.message).toBe(
      'Başlangıç tarihi geçmiş bir gün olamaz; en erken 15.01.2026 seçebilirsiniz.',
    );
    expect((await freeze('2026-01-14')).status).toBe(400);
    const far = await freeze('2026-04-16');
    expect(far.status).toBe(400);
    expect(far.body.status?.message).toBe(
      'Başlangıç tarihi en geç 15.04.2026 olabilir (bugünden en fazla 90 gün sonrası).',
    );
    expect((await freeze('2026-01-15')).body.content).toMatchObject({ kind: 'SUBMITTED' });
    expect((await freeze('2026-04-15')).body.content).toMatchObject({ kind: 'SUBMITTED' });
  });
});

describe('requests with documents', () => {
  it('needs the required documents; uploads can be viewed and deleted before submit', async () => {
    const c = await requestClient();
    const values = { newTitle: 'Yeni Unvan A.Ş.', taxNumber: '1234567890' };
    const missing = await c.submit('company-title-change', values);
    expect(missing.body.status?.message).toBe(M.missingDocument('Ticaret Sicil Gazetesi'));

    const gazette = (await c.upload('TRADE_REGISTRY_GAZETTE')).body.content!;
    const spare = (await c.upload('SIGNATURE_CIRCULAR')).body.content!;
    const file = await c.view(gazette.documentId);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const deleted = await c.client.call('requestSubmittingUploadDelete', undefined, {
      token: c.token,
      params: { documentId: spare.documentId },
    });
    expect(deleted.status).toBe(200);
    expect((await c.view(spare.documentId)).status).toBe(404);
    expect((await c.submit('company-title-change', values, [gazette.documentId])).body.status?.message).toBe(
      M.missingDocument('İmza sirküleri'),
    );

    const circular = (await c.upload('SIGNATURE_CIRCULAR')).body.content!;
    const done = await c.submit('company-title-change', values, [gazette.documentId, circular.documentId]);
    expect(done.status).toBe(200);
    const demandId = done.body.content?.kind === 'SUBMITTED' ? done.body.content.demand.demandId : '';
    const detail = (await c.detail(demandId)).body.content!;
    expect(detail.status).toBe('RECEIVED');
    expect(detail.fields).toContainEqual({ label: 'Yeni unvan', value: 'Yeni Unvan A.Ş.' });
    expect(detail.documents.map((d) => d.title)).toEqual(['Ticaret Sicil Gazetesi', 'İmza sirküleri']);
    expect((await c.list()).items[0]?.demandId).toBe(demandId);
    // A submitted document belongs to the demand now.
    const again = await c.client.call('requestSubmittingUploadDelete', undefined, {
      token: c.token,
      params: { documentId: gazette.documentId },
    });
    expect(again.status).toBe(409);
  });

  it('checks the slot’s file types, size and content', async () => {
    const c = await requestClient();
    const png = await c.upload('TRADE_REGISTRY_GAZETTE', 'company-title-change', { mimeType: 'image/png' });
    expect(png.body.status?.message).toBe(
      'Ticaret Sicil Gazetesi için yalnızca PDF dosyası yükleyebilirsiniz.',
    );
    const fake = await c.upload('SIGNATURE_CIRCULAR', 'company-title-change', {
      content: Buffer.from('not a pdf').toString('base64'),
    });
    expect(fake.body.status?.message).toBe(M.contentNotMatchingType);
    const big = await c.upload('AUTHORIZED_ID_COPY', 'authorized-person-change', {
      content: Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(600 * 1024)]).toString('base64'),
    });
    expect(big.body.status?.message).toBe('Kimlik fotokopisi en fazla 500 KB olabilir.');
    const otherSlot = await c.upload('TRADE_REGISTRY_GAZETTE', 'invoice-address-change');
    expect(otherSlot.body.status?.message).toBe(M.unknownDocumentType);
  });

  it('keeps uploaded documents across a sandbox restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'requests-'));
    const dbPath = join(dir, 'portal.sqlite');
    try {
      const first = sandboxClient({ dbPath });
      const c = await requestClient(USERS.fast, first);
      const up = (await c.upload('TRADE_REGISTRY_GAZETTE')).body.content!;
      first.close();
      const second = sandboxClient({ dbPath });
      const again = await requestClient(USERS.fast, second);
      const file = await again.view(up.documentId);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the limited user', () => {
  it('reads forms and history but gets 403 on upload, submit and withdraw', async () => {
    const c = await requestClient(USERS.limited);
    expect((await c.describe('invoice-address-change')).status).toBe(200);
    expect((await c.upload('TRADE_REGISTRY_GAZETTE')).status).toBe(403);
    expect((await c.submit('invoice-address-change', ADDRESS)).status).toBe(403);
    const { items } = await c.list();
    expect(items.length).toBeGreaterThan(0);
    expect((await c.detail(items[0]!.demandId, { action: 'WITHDRAW' })).status).toBe(403);
    expect((await c.detail(items[0]!.demandId, { action: 'NOTE', note: 'Not' })).status).toBe(403);
  });

  it('submits, notes and withdraws once granted the group’s Talep, without full authority (issue 37)', async () => {
    const c = await requestClient(USERS.limited);
    const { id, corporate } = c.client.db
      .prepare(
        `SELECT u.id, s.corporate_ncst AS corporate FROM users u JOIN sessions s ON s.user_id = u.id
         WHERE s.token = ?`,
      )
      .get(c.token) as { id: number; corporate: string };
    // Her seeded Görüntüleme of the group becomes Talep.
    c.client.db
      .prepare(
        "DELETE FROM authorized_user_permissions WHERE user_id = ? AND corporate_ncst = ? AND group_id = 'requestSubmitting'",
      )
      .run(id, corporate);
    writeGrants(c.client.db, id, corporate, { requestSubmitting: 'request' });
    const filed = await c.submit('invoice-address-change', ADDRESS);
    expect(filed.status, JSON.stringify(filed.body.status)).toBe(200);
    const answer = filed.body.content;
    if (answer?.kind !== 'SUBMITTED') throw new Error('the demand was not filed');
    const { demandId } = answer.demand;
    expect((await c.detail(demandId, { action: 'NOTE', note: 'Ek bilgi' })).status).toBe(200);
    expect((await c.detail(demandId, { action: 'WITHDRAW' })).status).toBe(200);
  });
});

describe('status history', () => {
  it('moves statuses with time, withdraws only a received request and keeps notes', async () => {
    const clock = testClock(Date.now());
    let c = await requestClient(USERS.fast, sandboxClient({ now: clock.now }));
    const submitted = (await c.submit('invoice-address-change', ADDRESS)).body.content;
    const first = submitted?.kind === 'SUBMITTED' ? submitted.demand.demandId : '';
    const second = (await c.submit('invoice-address-change', ADDRESS)).body.content;
    const withdrawn = second?.kind === 'SUBMITTED' ? second.demand.demandId : '';

    const noted = await c.detail(first, { action: 'NOTE', note: 'Fatura Mart ayından itibaren bu adrese.' });
    expect(noted.body.content?.events.at(-1)).toMatchObject({
      status: 'RECEIVED',
      note: 'Fatura Mart ayından itibaren bu adrese.',
    });
    const out = await c.detail(withdrawn, { action: 'WITHDRAW' });
    expect(out.body.content).toMatchObject({ status: 'WITHDRAWN', canWithdraw: false });

    // Hours pass: the session has ended meanwhile, so each look is a new login.
    clock.advance(REVIEW_AFTER_MS / 1000);
    c = await requestClient(USERS.fast, c.client);
    expect((await c.detail(first)).body.content?.status).toBe('IN_REVIEW');
    expect((await c.detail(first, { action: 'WITHDRAW' })).body.status?.message).toBe(M.notWithdrawable);
    clock.advance(DECIDE_AFTER_MS / 1000);
    c = await requestClient(USERS.fast, c.client);
    const history = await c.client.call<{ events: { status: string }[] }>(
      'requestSubmittingHistoryDetailList',
      undefined,
      {
        token: c.token,
        params: { orderId: first },
      },
    );
    expect(history.body.content?.events.map((e) => e.status)).toEqual([
      'RECEIVED',
      'RECEIVED',
      'IN_REVIEW',
      expect.stringMatching(/^(COMPLETED|REJECTED)$/),
    ]);
    expect((await c.detail(withdrawn)).body.content?.status).toBe('WITHDRAWN');
    // The seeded history shows every decided status.
    const statuses = new Set((await c.list()).items.map((d) => d.status));
    expect(statuses.has('COMPLETED') || statuses.has('REJECTED')).toBe(true);
  });
});
