// @vitest-environment node
/**
 * Search everything (issue 40): each kind found by each way people write it, only the kinds the
 * person may view, never another company's object, the index kept fresh by its triggers, and
 * bad input answered in Turkish.
 */

import type { SearchItemKind } from '../../src/api/search/headerTypes';
import type { SearchEverythingContent, SearchHitGroup } from '../../src/api/search/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { removeLines } from '../db/removeLine';
import { sandboxClient, USERS } from '../test-support';

type Client = ReturnType<typeof sandboxClient>;

async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  const search = async (searchText: string): Promise<SearchHitGroup[]> => {
    const res = await client.call<SearchEverythingContent>(
      'searchEverything',
      { searchText },
      { token: login.pageToken },
    );
    expect(res.status, searchText).toBe(200);
    return res.body.content?.groups ?? [];
  };
  return { client, db: client.db, ncst: login.corporateNcst, search };
}

const titlesOf = (groups: SearchHitGroup[], kind: SearchItemKind) =>
  groups.find((g) => g.kind === kind)?.items.map((i) => i.title) ?? [];

function oneOf<T>(client: Client, sql: string, ...params: unknown[]): T {
  const row = client.db.prepare(sql).get(...params) as T | undefined;
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

describe('searchEverything', () => {
  it('finds a line by its number written any way, by a part of it and by its user, Turkish-folded', async () => {
    const { client, ncst, search } = await signedIn();
    const line = oneOf<{ msisdn: string }>(
      client,
      'SELECT msisdn FROM lines WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 1 OFFSET 3',
      ncst,
    );
    const n = line.msisdn;
    // A user name with Turkish letters, to be typed folded and upper-cased.
    client.db.prepare('UPDATE lines SET line_user = ? WHERE msisdn = ?').run('Işıl Çağlayanöz', n);
    const shown = formatMsisdn(n);
    for (const written of [
      n,
      `0${n}`,
      shown,
      `+90 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`,
      `90${n}`,
      `0${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
      `(0${n.slice(0, 3)}) ${n.slice(3)}`,
      n.slice(4, 9),
      'ışıl çağlayanöz',
      'ISIL CAGLAYANOZ',
      'İŞIL çağlayan',
    ]) {
      expect(titlesOf(await search(written), 'LINE'), written).toContain(shown);
    }
  });

  it('finds an order and a request by their numbers as My Orders and the history show them, and without dashes', async () => {
    const { client, ncst, search } = await signedIn();
    const order = oneOf<{ number: string }>(
      client,
      `SELECT number FROM ledger_entries WHERE corporate_ncst = ? AND number LIKE 'SP-%' AND channel = 'PORTAL' LIMIT 1`,
      ncst,
    );
    const request = oneOf<{ number: string }>(
      client,
      `SELECT number FROM ledger_entries WHERE corporate_ncst = ? AND number LIKE 'HT-%' LIMIT 1`,
      ncst,
    );
    for (const [entry, kind] of [
      [order.number, 'ORDER'],
      [request.number, 'REQUEST'],
    ] as const) {
      for (const written of [
        entry,
        entry.toLowerCase(),
        entry.replace(/-/g, ''),
        entry.replace(/-/g, ' '),
        entry.slice(entry.indexOf('-') + 1),
      ]) {
        const groups = await search(written);
        expect(titlesOf(groups, kind), written).toContain(entry);
      }
    }
    const groups = await search(order.number);
    expect(groups.find((g) => g.kind === 'ORDER')?.items[0]?.url).toBe(`/my-orders/${order.number}`);
  });

  it('finds an invoice by its number and its period, as digits or the month’s Turkish name', async () => {
    const { client, ncst, search } = await signedIn();
    const invoice = oneOf<{ no: string; period: string }>(
      client,
      'SELECT invoice_no AS no, period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT 1',
      ncst,
    );
    const [year, month] = invoice.period.split('-');
    const months = [
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ];
    const name = months[Number(month) - 1]!;
    expect(titlesOf(await search(invoice.no), 'INVOICE')).toEqual([`Fatura ${invoice.no}`]);
    for (const written of [
      invoice.period,
      `${year}${month}`,
      `${name} ${year}`,
      `${name.toLocaleUpperCase('tr-TR')} ${year}`,
    ]) {
      const groups = await search(written);
      expect(titlesOf(groups, 'INVOICE'), written).toContain(`Fatura ${invoice.no}`);
      expect(groups.find((g) => g.kind === 'INVOICE')?.count, written).toBeGreaterThan(0);
    }
  });

  it('finds a contract by its number and its title, and a person by name and user name', async () => {
    const { client, ncst, search } = await signedIn();
    const contract = oneOf<{ no: string; title: string }>(
      client,
      'SELECT contract_number AS no, title FROM contracts WHERE corporate_ncst = ? LIMIT 1',
      ncst,
    );
    expect(titlesOf(await search(contract.no), 'CONTRACT')).toEqual([contract.title]);
    const word = contract.title.split(' ')[0]!;
    expect(
      (await search(word.toLocaleUpperCase('tr-TR'))).find((g) => g.kind === 'CONTRACT')?.count,
    ).toBeGreaterThan(0);

    for (const written of ['Can Öztürk', 'can ozturk', 'CAN ÖZTÜRK', 'öztü', 'hizli.kullanici']) {
      expect(titlesOf(await search(written), 'PERSON'), written).toContain('Can Öztürk');
    }
  });

  it('opens each hit as its own object, not its list', async () => {
    const { client, ncst, search } = await signedIn();
    const one = (sql: string) => oneOf<{ no: string }>(client, sql, ncst).no;
    const invoice = one('SELECT invoice_no AS no FROM invoices WHERE corporate_ncst = ? LIMIT 1');
    const contract = one('SELECT contract_number AS no FROM contracts WHERE corporate_ncst = ? LIMIT 1');
    const demand = one(
      `SELECT number AS no FROM ledger_entries WHERE corporate_ncst = ? AND number LIKE 'TLP-%' LIMIT 1`,
    );
    const operation = one(
      `SELECT number AS no FROM ledger_entries WHERE corporate_ncst = ? AND number LIKE 'HT-%' LIMIT 1`,
    );
    const urlOf = async (text: string, kind: SearchItemKind) =>
      (await search(text)).find((g) => g.kind === kind)?.items.find((i) => i.url.includes(text))?.url;
    expect(await urlOf(invoice, 'INVOICE')).toBe(`/invoices?fatura=${invoice}`);
    expect(await urlOf(contract, 'CONTRACT')).toBe(`/contracts?sozlesme=${contract}`);
    expect(await urlOf(demand, 'REQUEST')).toBe(`/request-submitting/history/${demand}`);
    expect(await urlOf(operation, 'REQUEST')).toBe(`/line-operations-request-history?islem=${operation}`);
  });

  it('groups by kind with each kind’s count, capped per kind, screens first', async () => {
    const { client, ncst, search } = await signedIn();
    const total = oneOf<{ n: number }>(
      client,
      `SELECT count(*) AS n FROM ledger_entries WHERE corporate_ncst = ? AND number LIKE 'SP-%' AND channel = 'PORTAL'`,
      ncst,
    ).n;
    expect(total).toBeGreaterThan(5);
    const groups = await search('SP');
    const orders = groups.find((g) => g.kind === 'ORDER');
    expect(orders?.count).toBe(total);
    expect(orders?.items).toHaveLength(5);
    expect(orders?.title).toBe('Siparişler');
    const mixed = await search('fatura');
    expect(mixed[0]?.kind).toBe('MENU');
    expect(mixed[0]?.title).toBe('Ekranlar');
  });

  it('shows only the kinds the person may view, and never another company’s object', async () => {
    const limited = await signedIn(USERS.limited);
    const invoice = oneOf<{ no: string }>(
      limited.client,
      'SELECT invoice_no AS no FROM invoices WHERE corporate_ncst = ? LIMIT 1',
      limited.ncst,
    );
    // Zeynep Kaya sees no invoices in her first company, and only full authority sees persons.
    expect(titlesOf(await limited.search(invoice.no), 'INVOICE')).toEqual([]);
    expect(titlesOf(await limited.search('Zeynep Kaya'), 'PERSON')).toEqual([]);
    const own = oneOf<{ msisdn: string }>(
      limited.client,
      'SELECT msisdn FROM lines WHERE corporate_ncst = ? LIMIT 1',
      limited.ncst,
    );
    expect(titlesOf(await limited.search(own.msisdn), 'LINE')).toEqual([formatMsisdn(own.msisdn)]);

    const full = await signedIn();
    const foreign = oneOf<{ msisdn: string; ncst: string }>(
      full.client,
      'SELECT msisdn, corporate_ncst AS ncst FROM lines WHERE corporate_ncst <> ? LIMIT 1',
      full.ncst,
    );
    const foreignOrder = oneOf<{ number: string }>(
      full.client,
      `SELECT number FROM ledger_entries WHERE corporate_ncst = ? AND number IS NOT NULL LIMIT 1`,
      foreign.ncst,
    );
    expect(await full.search(foreign.msisdn)).toEqual([]);
    expect(await full.search(foreignOrder.number)).toEqual([]);
  });

  it('keeps the index fresh: a renamed user, a new order and a removed line', async () => {
    const { client, ncst, search } = await signedIn();
    const line = oneOf<{ msisdn: string }>(
      client,
      'SELECT msisdn FROM lines WHERE corporate_ncst = ? LIMIT 1',
      ncst,
    );
    client.db.prepare('UPDATE lines SET line_user = ? WHERE msisdn = ?').run('Zümrüt Gökdoğan', line.msisdn);
    expect(titlesOf(await search('zumrut gokdogan'), 'LINE')).toEqual([formatMsisdn(line.msisdn)]);

    const entry = client.db
      .prepare(
        `INSERT INTO ledger_entries (corporate_ncst, kind, status, user_id, requested_by, channel, title, summary, details, created_at, updated_at)
         SELECT ?, 'SIM_CARD', 'RECEIVED', id, full_name, 'PORTAL', 'SIM kart siparişi', '', '{}', 0, 0 FROM users LIMIT 1`,
      )
      .run(ncst);
    const number = `SP-19700101-${String(entry.lastInsertRowid).padStart(6, '0')}`;
    client.db.prepare('UPDATE ledger_entries SET number = ? WHERE id = ?').run(number, entry.lastInsertRowid);
    expect(titlesOf(await search(number), 'ORDER')).toEqual([number]);

    removeLines(client.db, [line.msisdn]);
    expect(titlesOf(await search('zumrut gokdogan'), 'LINE')).toEqual([]);
  });

  it('answers 400 with a Turkish sentence for a text too short, too long or missing', async () => {
    const { client } = await signedIn();
    const { pageToken: token } = await client.login(...USERS.fast);
    const message = async (body: unknown) => {
      const res = await client.call('searchEverything', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.status?.code).toBe(BODY_CODES.validation);
      return res.body.status?.message;
    };
    expect(await message({ searchText: 'a' })).toBe('Arama metni en az 2 karakter olmalıdır.');
    expect(await message({ searchText: 'a'.repeat(101) })).toBe(
      'Arama metni en fazla 100 karakter olabilir.',
    );
    expect(await message({})).toBe('Arama metni zorunludur.');
    expect(await message({ searchText: '   ' })).toBe('Arama metni zorunludur.');
  });

  it('answers a text of punctuation only with no groups rather than an error', async () => {
    const { search } = await signedIn();
    expect(await search('--')).toEqual([]);
    expect(await search('"*')).toEqual([]);
  });
});
