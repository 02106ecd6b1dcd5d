import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeactivationLine, DocumentList } from '../../src/api/lineDeactivation/types';
import { monthsLeft } from '../db/commitments';
import { sandboxClient, testClock, USERS } from '../test-support';
import { isPorting } from './check';
import { DEACTIVATION_MESSAGES as M } from './messages';
import { deactivationClient } from './support';

type Counts = { counts: { productType: string; count: number }[] };
type Client = Awaited<ReturnType<typeof deactivationClient>>;

/** Closable lines of the fast user's company: not a code line, not porting. */
async function closable(c: Client, count: number, filter: Record<string, string> = {}) {
  const codeLines = new Set(
    (c.client.db.prepare('SELECT msisdn FROM users').all() as { msisdn: string }[]).map((r) => r.msisdn),
  );
  const page = await c.lines({ offset: 0, limit: 200, filter });
  return page.items
    .filter((l: DeactivationLine) => !codeLines.has(l.msisdn) && !isPorting(l.msisdn))
    .slice(0, count);
}

async function closeLines(
  c: Client,
  msisdns: string[],
  reasonId = 'NO_LONGER_NEEDED',
  documentIds: string[] = [],
) {
  const check = await c.check(msisdns);
  const transactionId = await c.validatedCode(check.selectionId);
  return c.deactivate({ selectionId: check.selectionId, reasonId, documentIds, transactionId });
}

describe('line deactivation reasons', () => {
  it('lists Turkish reasons and says which need a document', async () => {
    const c = await deactivationClient();
    const { reasons } = await c.content<{
      reasons: { reasonId: string; title: string; documents: { title: string }[] }[];
    }>('lineDeactivationReasons', {});
    expect(reasons.length).toBeGreaterThanOrEqual(5);
    const byId = new Map(reasons.map((r) => [r.reasonId, r]));
    expect(byId.get('USER_DECEASED')?.documents.map((d) => d.title)).toEqual(['Ölüm belgesi']);
    expect(byId.get('COMPANY_CLOSED')?.documents.map((d) => d.title)).toEqual(['Kapanış yazısı']);
    expect(byId.get('NO_LONGER_NEEDED')?.documents).toEqual([]);
  });
});

describe('the selection check', () => {
  it('refuses what cannot be closed with a Turkish reason, in the order asked', async () => {
    const c = await deactivationClient();
    const [ok, codeLine] = await closable(c, 2);
    const company = c.client.db
      .prepare('SELECT corporate_ncst AS c FROM lines WHERE msisdn = ?')
      .get(ok!.msisdn) as {
      c: string;
    };
    // A porting number of the company: made so by its number (ends in 44).
    c.client.db
      .prepare(
        `INSERT INTO lines (msisdn, corporate_ncst, product_type, tariff_name, status, activation_date, iccid, line_user)
         VALUES ('5559990044', ?, 'VOICE', 'Kurumsal 10 GB', 'ACTIVE', '2025-01-01', '8990', 'Deneme Kişi')`,
      )
      .run(company.c);
    // Another person of the portal receives their codes on this line.
    c.client.db
      .prepare("UPDATE users SET msisdn = ? WHERE user_name = 'demo.yonetici'")
      .run(codeLine!.msisdn);
    const other = c.client.db
      .prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1')
      .get(company.c) as {
      msisdn: string;
    };
    const check = await c.check(['12', other.msisdn, '5559990044', ok!.msisdn, codeLine!.msisdn, ok!.msisdn]);
    expect(check.allowed.map((l) => l.msisdn)).toEqual([ok!.msisdn]);
    expect(check.refused).toEqual([
      { msisdn: '12', reason: M.invalidNumber },
      { msisdn: other.msisdn, reason: M.notCompanyLine },
      { msisdn: '5559990044', reason: M.porting },
      { msisdn: codeLine!.msisdn, reason: M.codeLine },
    ]);
    expect(check.selectionId).not.toBe('');
  });

  it('answers what ending a commitment early costs, in TL, and no id when nothing can close', async () => {
    const c = await deactivationClient();
    const lines = await closable(c, 60);
    const check = await c.check(lines.map((l) => l.msisdn));
    const committed = check.allowed.filter((l) => l.commitment);
    const free = check.allowed.filter((l) => !l.commitment);
    expect(committed.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    for (const line of committed) {
      const { endsOn, remainingMonths, cost } = line.commitment!;
      expect(remainingMonths).toBe(monthsLeft(endsOn, Date.now()));
      const monthly = { VOICE: 85, DATA: 60, M2M: 12.5 }[line.productType];
      expect(cost).toBeCloseTo(remainingMonths * monthly, 2);
    }
    expect(check.totalCost).toBeCloseTo(
      committed.reduce((sum, l) => sum + l.commitment!.cost, 0),
      2,
    );
    const none = await c.check(['5000000000']);
    expect(none.selectionId).toBe('');
    expect(none.refused).toEqual([{ msisdn: '5000000000', reason: M.notCompanyLine }]);
  });
});

describe('documents', () => {
  it('uploads, lists in the order added, downloads the same bytes and deletes', async () => {
    const c = await deactivationClient();
    const first = await c.upload('DEATH_CERTIFICATE', 'ölüm belgesi.pdf');
    const second = await c.upload('CLOSURE_LETTER', 'kapanış.pdf');
    expect(first.status).toBe(200);
    const list = await c.content<DocumentList>('lineDeactivationDocumentList', {});
    expect(list.documents.map((d) => d.fileName)).toEqual(['ölüm belgesi.pdf', 'kapanış.pdf']);
    const res = await c.client.app.request('/api/ccsirest/line-deactivation/document-download.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        pageToken: c.token,
        Cookie: `XSRF-TOKEN=${await c.client.ensureCsrf(c.token)}`,
        'X-XSRF-TOKEN': await c.client.ensureCsrf(c.token),
      },
      body: JSON.stringify({ documentId: first.body.content!.documentId }),
    });
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toMatch(/^%PDF-1\.4/);
    await c.content('lineDeactivationDocumentDelete', { documentId: first.body.content!.documentId });
    const after = await c.content<DocumentList>('lineDeactivationDocumentList', {});
    expect(after.documents.map((d) => d.documentId)).toEqual([second.body.content!.documentId]);
  });

  it('refuses a file that is not what it claims, in Turkish', async () => {
    const c = await deactivationClient();
    const res = await c.call('lineDeactivationDocumentUpload', {
      documentType: 'DEATH_CERTIFICATE',
      fileName: 'x.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('merhaba').toString('base64'),
    });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toBe(M.contentNotMatchingType);
    const wrongType = await c.call('lineDeactivationDocumentUpload', {
      documentType: 'DEATH_CERTIFICATE',
      fileName: 'x.txt',
      mimeType: 'text/plain',
      content: 'YQ==',
    });
    expect(wrongType.body.status?.message).toBe(M.wrongType);
  });

  it('keeps uploaded documents across a sandbox restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deact-'));
    const dbPath = join(dir, 'portal.sqlite');
    try {
      const firstRun = sandboxClient({ dbPath });
      const c = await deactivationClient(USERS.fast, firstRun);
      const up = await c.upload('CLOSURE_LETTER', 'kapanış yazısı.pdf');
      firstRun.close();
      const secondRun = sandboxClient({ dbPath });
      const again = await deactivationClient(USERS.fast, secondRun);
      const list = await again.content<DocumentList>('lineDeactivationDocumentList', {});
      expect(list.documents.map((d) => d.documentId)).toEqual([up.body.content!.documentId]);
      secondRun.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deactivating', () => {
  it('needs the reason’s document before the code is spent', async () => {
    const c = await deactivationClient();
    const [line] = await closable(c, 1);
    const check = await c.check([line!.msisdn]);
    const transactionId = await c.validatedCode(check.selectionId);
    const base = { selectionId: check.selectionId, reasonId: 'USER_DECEASED', transactionId };
    const missing = await c.deactivate({ ...base, documentIds: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.status?.message).toBe('Seçtiğiniz neden için ölüm belgesi yüklemelisiniz.');
    const doc = await c.upload('DEATH_CERTIFICATE');
    const done = await c.deactivate({ ...base, documentIds: [doc.body.content!.documentId] });
    expect(done.status).toBe(200);
    expect(done.body.content?.documents.map((d) => d.documentType)).toEqual(['DEATH_CERTIFICATE']);
    // A used document belongs to the history: it is no longer pending and cannot be deleted.
    expect((await c.content<DocumentList>('lineDeactivationDocumentList', {})).documents).toEqual([]);
    const used = await c.content<DocumentList>('lineDeactivationDocumentList', {
      deactivationId: done.body.content!.deactivationId,
    });
    expect(used.documents.map((d) => d.documentId)).toEqual([doc.body.content!.documentId]);
    const del = await c.call('lineDeactivationDocumentDelete', { documentId: doc.body.content!.documentId });
    expect(del.status).toBe(409);
    expect(del.body.status?.message).toBe(M.documentUsed);
  });

  it('closes the lines, writes history, and the lines leave every other screen', async () => {
    const c = await deactivationClient();
    const lines = await closable(c, 2, { productType: 'VOICE' });
    const msisdns = lines.map((l) => l.msisdn);
    const gsmBefore = await c.content<{ totalCount: number }>('dashboardGsmTransactions', {});
    const typesBefore = await c.content<Counts>('dashboardProductTypeCounts', {});
    // Give the lines rows in the other features' tables, so their removal is proven.
    await c.content('secureInternetSaveProfiles', { profile: 'CHILD', msisdns });

    const res = await closeLines(c, msisdns);
    expect(res.status).toBe(200);
    const detail = res.body.content!;
    expect(detail.msisdns).toEqual(msisdns);
    expect(detail.reasonTitle).toBe('Hat artık kullanılmıyor');
    expect(detail.lines.map((l) => l.userName)).toEqual(lines.map((l) => l.userName));

    // This screen, line users, usage abroad, secure internet and the dashboard agree.
    expect((await c.lines({ offset: 0, limit: 10, msisdns })).unknown).toEqual(msisdns);
    const users = await c.content<{ items: unknown[]; unknown: string[] }>('lineUserProductList', {
      offset: 0,
      limit: 10,
      msisdns,
    });
    expect(users.items).toEqual([]);
    const abroad = await c.content<{ unknown: string[] }>('usageAbroadProductList', {
      offset: 0,
      limit: 10,
      msisdns,
    });
    expect(abroad.unknown).toEqual(msisdns);
    const secure = await c.content<{ items: { msisdn: string }[] }>('secureInternetList', {});
    expect(secure.items.filter((l) => msisdns.includes(l.msisdn))).toEqual([]);
    const gsmAfter = await c.content<{ totalCount: number }>('dashboardGsmTransactions', {});
    expect(gsmAfter.totalCount).toBe(gsmBefore.totalCount - 2);
    const typesAfter = await c.content<Counts>('dashboardProductTypeCounts', {});
    const voice = ({ counts }: Counts) => counts.find((t) => t.productType === 'VOICE')!.count;
    expect(voice(typesAfter)).toBe(voice(typesBefore) - 2);
    for (const table of ['line_users', 'call_abroad_lines', 'secure_internet_profiles', 'line_commitments'])
      expect(
        c.client.db
          .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE msisdn IN (SELECT value FROM json_each(?))`)
          .get(JSON.stringify(msisdns)),
      ).toEqual({ n: 0 });
    expect(c.client.db.pragma('foreign_key_check')).toEqual([]);

    // History, newest first, and found by part of a number.
    const history = await c.content<{ items: { deactivationId: string; msisdns: string[] }[] }>(
      'lineDeactivationHistoryList',
      { msisdn: msisdns[1]!.slice(-6) },
    );
    expect(history.items.map((h) => h.deactivationId)).toEqual([detail.deactivationId]);
    const again = await c.content<{ lines: unknown[] }>('lineDeactivationHistoryDetail', {
      deactivationId: detail.deactivationId,
    });
    expect(again).toEqual(detail);
    // The same selection cannot be applied twice.
    const check2 = await c.check(msisdns);
    expect(check2.refused.map((r) => r.reason)).toEqual([M.notCompanyLine, M.notCompanyLine]);
  });

  it('refuses a used or unknown selection without spending the code', async () => {
    const c = await deactivationClient();
    const [line] = await closable(c, 1);
    const check = await c.check([line!.msisdn]);
    const transactionId = await c.validatedCode(check.selectionId);
    const unknown = await c.deactivate({
      selectionId: 'yok',
      reasonId: 'NO_LONGER_NEEDED',
      documentIds: [],
      transactionId,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.status?.message).toBe(M.selectionNotFound);
    const body = {
      selectionId: check.selectionId,
      reasonId: 'NO_LONGER_NEEDED',
      documentIds: [],
      transactionId,
    };
    expect((await c.deactivate(body)).status).toBe(200);
    const twice = await c.deactivate(body);
    expect(twice.status).toBe(409);
    expect(twice.body.status?.message).toBe(M.selectionUsed);
  });

  it('refuses a selection older than 30 minutes: the lines are chosen and checked again', async () => {
    const clock = testClock();
    const c = await deactivationClient(USERS.fast, sandboxClient({ now: clock.now }));
    const [line] = await closable(c, 1);
    const check = await c.check([line!.msisdn]);
    // The session stays in use meanwhile (its idle limit is 15 minutes).
    for (const minutes of [14, 14, 3]) {
      clock.advance(minutes * 60);
      await c.lines({ offset: 0, limit: 1 });
    }
    const transactionId = await c.validatedCode(check.selectionId);
    const res = await c.deactivate({
      selectionId: check.selectionId,
      reasonId: 'NO_LONGER_NEEDED',
      documentIds: [],
      transactionId,
    });
    expect(res.status).toBe(404);
    expect(res.body.status?.message).toBe(M.selectionNotFound);
    expect((await c.lines({ offset: 0, limit: 1, msisdns: [line!.msisdn] })).items).toHaveLength(1);
  });

  it('answers 403 to the limited user on the writes, and lets them read', async () => {
    const c = await deactivationClient(USERS.limited);
    expect((await c.call('lineDeactivationReasons', {})).status).toBe(200);
    expect((await c.call('lineDeactivationHistoryList', {})).status).toBe(200);
    const up = await c.upload('DEATH_CERTIFICATE');
    expect(up.status).toBe(403);
    const res = await c.deactivate({
      selectionId: 'x',
      reasonId: 'NO_LONGER_NEEDED',
      documentIds: [],
      transactionId: 't',
    });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toMatch(/yetki/i);
  });

  it('says a bad request in Turkish, naming the field', async () => {
    const c = await deactivationClient();
    const res = await c.call('lineDeactivationProductSelectionCheck', { msisdns: [] });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toBe('En az bir hat seçmelisiniz.');
    const detail = await c.call('lineDeactivationHistoryDetail', { deactivationId: 'yok' });
    expect(detail.status).toBe(404);
    expect(detail.body.status?.message).toBe(M.deactivationNotFound);
  });
});
