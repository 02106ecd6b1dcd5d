// @vitest-environment node
/**
 * One world, the facts half (issue 35): for every seeded company, every read row that shows a
 * product, a price or a company fact says the same thing, and says what the core says
 * (server/db/products.ts, companyProfile.ts, tariffHistory.ts). A price is one per product and
 * commitment, a company has one tax number, one customer number and one delivery address, a
 * product type has one Turkish word, and a past period reads the tariff of that period.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PortfolioPage } from '../src/api/customerManager/types';
import type { CallDetail, CurrentInvoice, InvoiceLayout, LineChargesPage } from '../src/api/invoices/types';
import type { ProductGroupFilters } from '../src/api/lineUser/types';
import type { NewLineOptions } from '../src/api/newLine/types';
import type { AddonList, OfferActions } from '../src/api/reContract/types';
import type { SimCardLimit, SimProductList } from '../src/api/simCard/types';
import {
  singleChangeReference,
  type TariffLinesPage,
  type TariffOptions,
  type TariffProductList,
} from '../src/api/tariff/types';
import type { Envelope, LoginResponse, OtpChallenge } from '../src/api/types';
import { PRODUCT_TYPE_WORDS } from '../src/lib/productTypes';
import { DEMO_MANAGERS } from './customerManager/seed';
import { managerSignIn } from './customerManager/support';
import { companyProfiles } from './db/companyProfile';
import { findInvoiceDocument } from './db/invoices/document';
import {
  COMMITMENT_MONTHS,
  COMMITMENT_RULE_TEXT,
  commitmentPriceKurus,
  commitmentPriceText,
  netKurus,
  PACKAGES,
  SIM_PRODUCTS,
  TARIFFS,
  tariffByName,
  tariffNamed,
} from './db/products';
import { SEED_COMPANIES } from './db/seed';
import { isoDay, seedDay } from './db/seedDay';
import { tariffAt, tariffHistoryOf } from './db/tariffHistory';
import { tariffOptions as takeOverTariffOptions } from './takeOver/tariffs';
import { sandboxClient, USERS } from './test-support';

type Client = ReturnType<typeof sandboxClient>;

const kurus = (tl: number) => Math.round(tl * 100);

/** Every price seen, by product name: one name must have one price (per commitment). */
class Prices {
  readonly seen = new Map<string, Map<number, string[]>>();
  add(name: string, priceKurus: number, where: string) {
    const byPrice = this.seen.get(name) ?? new Map<number, string[]>();
    byPrice.set(priceKurus, [...(byPrice.get(priceKurus) ?? []), where]);
    this.seen.set(name, byPrice);
  }
  /** Names shown at more than one price, with where each price was seen. */
  conflicts() {
    return [...this.seen]
      .filter(([, byPrice]) => byPrice.size > 1)
      .map(([name, byPrice]) => ({
        name,
        prices: Object.fromEntries([...byPrice].map(([p, where]) => [p, [...new Set(where)]])),
      }));
  }
}

/** A GET row with a query (the test client sends none). */
async function getWithQuery<T>(client: Client, token: string, path: string, query: Record<string, string>) {
  const xsrf = await client.ensureCsrf(token);
  const res = await client.app.request(`/api${path}?${new URLSearchParams(query)}`, {
    headers: { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, pageToken: token },
  });
  return (await res.json()) as Envelope<T>;
}

async function content<T>(
  client: Client,
  token: string,
  name: string,
  body: unknown = {},
  params?: Record<string, string>,
) {
  const res = await client.call<T>(name, body, { token, ...(params ? { params } : {}) });
  if (res.status !== 200 || !res.body.content) throw new Error(`${name}: ${JSON.stringify(res.body.status)}`);
  return res.body.content;
}

async function validatedOtp(
  client: Client,
  token: string,
  userMsisdn: string,
  purpose: string,
  reference: string,
) {
  const sent = await client.call<OtpChallenge>('sendOtp', { purpose, reference }, { token });
  const transactionId = sent.body.content?.transactionId ?? '';
  const code = client.outbox.latestCode(userMsisdn);
  await client.call('validateOtp', { transactionId, code }, { token });
  return transactionId;
}

describe('one world: every screen tells the same facts', () => {
  let client: Client;
  let token: string;
  const prices = new Prices();
  /** Company facts as each row shows them, by company. */
  const facts = new Map<string, Record<string, Set<string>>>();
  const note = (company: string, fact: string, value: string | undefined, where: string) => {
    const byFact = facts.get(company) ?? {};
    byFact[fact] = (byFact[fact] ?? new Set()).add(`${value ?? '(yok)'}`);
    facts.set(company, byFact);
    return where;
  };

  beforeAll(async () => {
    client = sandboxClient();
    // Ayşe Yılmaz holds all three companies, with full authority.
    const login = await client.login(...USERS.demo);
    token = login.pageToken;
    for (const company of SEED_COMPANIES) {
      const ncst = company.corporateNcst;
      const switched = await content<LoginResponse>(client, token, 'changeCorporate', {
        corporateNcst: ncst,
      });
      note(ncst, 'customerNumber', switched.corporateNcst, 'changeCorporate');
      note(ncst, 'title', switched.corporateName, 'changeCorporate');
      await readProductRows(ncst);
      await readCompanyRows(ncst);
    }
    await readPortfolios();
  }, 120_000);
  afterAll(() => client.close());

  async function readProductRows(ncst: string) {
    // Tariff change: the catalogue, each tariff's commitments and every line's current fee.
    const list = await content<TariffProductList>(client, token, 'tariffProductList', {});
    for (const t of list.tariffs) prices.add(t.name, kurus(t.monthlyFee), 'tariffProductList');
    for (const t of list.tariffs) {
      const options = await content<TariffOptions>(client, token, 'tariffOptions', { tariffId: t.tariffId });
      for (const c of options.commitments)
        prices.add(`${t.name} @${c.months}`, kurus(c.monthlyFee), 'tariffOptions');
    }
    const lines = await content<TariffLinesPage>(client, token, 'tariffGsmTable', { offset: 0, limit: 500 });
    for (const l of lines.items) prices.add(l.tariffName, kurus(l.monthlyFee), `tariffGsmTable ${ncst}`);
    // New line: tariffs and packages per type.
    for (const productType of ['VOICE', 'DATA', 'M2M'] as const) {
      const options = await content<NewLineOptions>(client, token, 'newLineOptions', { productType });
      for (const t of options.tariffs) prices.add(t.name, kurus(t.monthlyFee), 'newLineOptions');
      for (const p of options.packages) prices.add(p.name, kurus(p.monthlyFee), 'newLineOptions');
    }
    // Take-over: what a taken-over line may move to (a person's and a company's line).
    for (const owner of ['PERSON', 'COMPANY'] as const)
      for (const type of ['VOICE', 'DATA'] as const)
        for (const t of takeOverTariffOptions(type, owner))
          prices.add(t.name, kurus(t.monthlyFee), 'takeOver');
    // Re-contract: the lines' current fee ("Şimdi"), the offers at their commitment, the add-ons.
    for (const productType of ['VOICE', 'DATA'] as const) {
      const page = await getWithQuery<{ items: { msisdn: string }[] }>(
        client,
        token,
        '/dc_ccsi/v1/re-contracts/products',
        {
          productType,
          canContract: 'true',
        },
      );
      const msisdns = (page.content?.items ?? []).slice(0, 5).map((l) => l.msisdn);
      for (const msisdn of msisdns) {
        const actions = await getWithQuery<OfferActions>(
          client,
          token,
          '/dc_ccsi/v1/re-contracts/offers/YT-KIS-2026/actions',
          {
            msisdnList: msisdn,
          },
        );
        for (const l of actions.content?.lines ?? [])
          prices.add(l.tariffName, kurus(l.monthlyFee), 'reContract lines');
        for (const o of actions.content?.offers ?? [])
          prices.add(`${o.tariffName} @${o.commitmentMonths}`, kurus(o.monthlyFee), 'reContract offers');
      }
    }
    for (const offerId of ['YT-V-30', 'YT-D-40', 'YT-M-1']) {
      const addons = await content<AddonList>(client, token, 'reContractAddons', undefined, { offerId });
      for (const a of addons.addons) prices.add(a.name, kurus(a.monthlyFee), 'reContractAddons');
    }
    // Additional packages.
    const offers = await content<{ offers: { name: string; price: number }[] }>(
      client,
      token,
      'additionalPackageFilteredList',
      {},
    );
    for (const o of offers.offers) prices.add(o.name, kurus(o.price), 'additionalPackage');
    // SIM products carry the catalogue's names.
    const sims = await content<SimProductList>(client, token, 'simCardProductList', {});
    expect(sims.products.map((p) => p.name)).toEqual(SIM_PRODUCTS.map((p) => p.name));
  }

  async function readCompanyRows(ncst: string) {
    const current = await content<CurrentInvoice>(client, token, 'currentInvoiceInfo');
    for (const invoice of current.invoices) {
      const layout = await content<InvoiceLayout>(client, token, 'invoiceLayoutDetail', {
        invoiceNo: invoice.invoiceNo,
      });
      note(ncst, 'taxNumber', layout.taxNumber, 'invoiceLayoutDetail');
      note(ncst, 'title', layout.companyName, 'invoiceLayoutDetail');
      // The head office's account (…1) bills to the billing address.
      if (invoice.invoiceNo.endsWith('1'))
        note(ncst, 'billingAddress', layout.ktfAddress, 'invoiceLayoutDetail');
      // What the PDF prints.
      note(
        ncst,
        'taxNumber',
        findInvoiceDocument(client.db, ncst, invoice.invoiceNo)?.taxNumber,
        'invoice PDF',
      );
    }
    const newLine = await content<{
      corporateNcst: string;
      taxOffice: string;
      taxNumber: string;
      address: string;
    }>(client, token, 'newLineCompanyInfo');
    note(ncst, 'customerNumber', newLine.corporateNcst, 'newLineCompanyInfo');
    note(ncst, 'taxNumber', newLine.taxNumber, 'newLineCompanyInfo');
    note(ncst, 'taxOffice', newLine.taxOffice, 'newLineCompanyInfo');
    note(ncst, 'registeredAddress', newLine.address, 'newLineCompanyInfo');
    const takeOver = await client.call<{
      corporateNcst: string;
      corporateName: string;
      taxOffice: string;
      taxNumber: string;
      address: string;
    }>('takeOverCompanyInfo', undefined, { token });
    if (takeOver.body.content) {
      const info = takeOver.body.content;
      note(ncst, 'customerNumber', info.corporateNcst, 'takeOverCompanyInfo');
      note(ncst, 'title', info.corporateName, 'takeOverCompanyInfo');
      note(ncst, 'taxNumber', info.taxNumber, 'takeOverCompanyInfo');
      note(ncst, 'taxOffice', info.taxOffice, 'takeOverCompanyInfo');
      note(ncst, 'billingAddress', info.address, 'takeOverCompanyInfo');
    }
    const sim = await content<SimCardLimit>(client, token, 'simCardLimit', {});
    note(ncst, 'deliveryAddress', sim.companyAddress, 'simCardLimit');
    const contracts = JSON.stringify(await content(client, token, 'approvalContracts', {}));
    for (const m of contracts.matchAll(/Müşteri no (\d+)/g)) note(ncst, 'customerNumber', m[1], 'contracts');
  }

  async function readPortfolios() {
    for (const manager of DEMO_MANAGERS) {
      const { managerToken } = await managerSignIn(client, manager);
      for (const portfolioType of ['PRIMARY', 'SECONDARY'] as const) {
        const page = (
          await client.call<PortfolioPage>('portfolioList', {
            managerToken,
            portfolioType,
            offset: 0,
            limit: 20,
          })
        ).body.content!;
        for (const c of page.items) {
          note(c.corporateNcst, 'customerNumber', c.customerNumber, 'portfolio');
          note(c.corporateNcst, 'title', c.corporateName, 'portfolio');
          note(c.corporateNcst, 'segment', c.segment, 'portfolio');
          note(c.corporateNcst, 'city', c.city, 'portfolio');
        }
      }
    }
  }

  it('shows each product at one price for each commitment, the catalogue’s', () => {
    expect(prices.conflicts()).toEqual([]);
    const catalogue = new Map<string, number>();
    for (const t of TARIFFS) {
      catalogue.set(t.name, t.priceKurus);
      for (const months of COMMITMENT_MONTHS)
        catalogue.set(`${t.name} @${months}`, commitmentPriceKurus(t, months));
    }
    for (const p of PACKAGES) catalogue.set(p.name, p.priceKurus);
    const shown = [...prices.seen].map(([name, byPrice]) => [name, [...byPrice.keys()][0]] as const);
    expect(shown.length).toBeGreaterThan(30);
    for (const [name, price] of shown) expect({ name, price }).toEqual({ name, price: catalogue.get(name) });
  });

  it('shows each company with one customer number, tax number, title and set of addresses, the profile’s', () => {
    const profiles = companyProfiles(client.db);
    expect(profiles.map((p) => p.corporateNcst)).toEqual(SEED_COMPANIES.map((c) => c.corporateNcst));
    for (const profile of profiles) {
      const seen = facts.get(profile.corporateNcst) ?? {};
      const one = (fact: string) => [...(seen[fact] ?? [])];
      expect({ company: profile.title, customerNumber: one('customerNumber') }).toEqual({
        company: profile.title,
        customerNumber: [profile.customerNumber],
      });
      expect(one('taxNumber')).toEqual([profile.taxNumber]);
      expect(one('title')).toEqual([profile.title]);
      expect(one('deliveryAddress')).toEqual([profile.deliveryAddress]);
      expect(one('registeredAddress')).toEqual([profile.registeredAddress]);
      expect(one('billingAddress')).toEqual([profile.billingAddress]);
      expect(one('city')).toEqual([profile.city]);
      expect(one('segment')).toEqual([profile.segment]);
      // The tax office wherever one is shown (take-over refuses Anadolu Enerji, new line does not).
      expect(one('taxOffice')).toEqual([profile.taxOffice]);
    }
    // Three companies, three different tax numbers and customer numbers.
    expect(new Set(profiles.map((p) => p.taxNumber)).size).toBe(profiles.length);
    expect(profiles.map((p) => p.segmentName)).toEqual(['Kurumsal', 'Kurumsal', 'KOBİ']);
  });

  it('states the commitment rule the prices follow, in the words the screens use', async () => {
    expect(COMMITMENT_RULE_TEXT).toContain('%10');
    expect(COMMITMENT_RULE_TEXT).toContain('%25');
    for (const t of TARIFFS) {
      expect(commitmentPriceKurus(t, 12)).toBe(Math.round(t.priceKurus * 1.1));
      expect(commitmentPriceKurus(t, 0)).toBe(Math.round(t.priceKurus * 1.25));
    }
    const faq = await getWithQuery<{ items: { answer: string }[] }>(
      client,
      token,
      '/dc_ccsi/v1/tariffs/faq',
      {
        tariffId: 'KRM-SPR-10',
      },
    );
    const answers = (faq.content?.items ?? []).map((i) => i.answer).join(' ');
    expect(answers).toContain(`Kurumsal Süper 10 GB ${commitmentPriceText(tariffNamed('KRM-SPR-10'))}`);
    expect(answers).toContain(COMMITMENT_RULE_TEXT);
  });

  it('names every line’s tariff, today and on every invoice, from the catalogue', () => {
    const names = (sql: string) => (client.db.prepare(sql).all() as { n: string }[]).map((r) => r.n);
    const unknown = [
      ...names('SELECT DISTINCT tariff_name AS n FROM lines'),
      ...names('SELECT DISTINCT tariff_name AS n FROM line_tariff_history'),
      ...names('SELECT DISTINCT tariff_name AS n FROM invoice_charges'),
      ...names('SELECT DISTINCT tariff_name AS n FROM takeover_lines'),
    ].filter((n) => !tariffByName(n));
    expect(unknown).toEqual([]);
  });
});

describe('the tariff of a past period', () => {
  it('bills and details a period with the tariff the line had then, and a change starts a new span', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.fast);
    const token = login.pageToken;
    const ncst = login.corporateNcst;
    const userMsisdn = (
      client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(USERS.fast[0]) as {
        msisdn: string;
      }
    ).msisdn;
    // A line of the company that moved to its tariff after an invoiced period had passed.
    const moved = client.db
      .prepare(
        `SELECT h.msisdn, p.tariff_name AS before, h.tariff_name AS now, h.valid_from AS changedOn,
           (SELECT MIN(period) FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
             WHERE ch.msisdn = h.msisdn) AS firstBilled
         FROM line_tariff_history h
         JOIN line_tariff_history p ON p.msisdn = h.msisdn AND p.valid_to = h.valid_from
         JOIN lines l ON l.msisdn = h.msisdn
         WHERE l.corporate_ncst = ? AND h.valid_to IS NULL AND l.status = 'ACTIVE' AND l.tariff_name = h.tariff_name
         ORDER BY h.valid_from DESC`,
      )
      .all(ncst) as {
      msisdn: string;
      before: string;
      now: string;
      changedOn: string;
      firstBilled: string | null;
    }[];
    const line = moved.find((m) => m.firstBilled && `${m.firstBilled}-31` < m.changedOn);
    if (!line?.firstBilled) throw new Error('the seed has no line that changed tariff after a billed period');
    const oldPeriod = line.firstBilled;
    expect(tariffAt(client.db, line.msisdn, oldPeriod)?.tariffName).toBe(line.before);

    // The invoice's line list of that period bills the old tariff at the catalogue's price.
    const charges = await content<LineChargesPage>(client, token, 'invoiceInfoByLines', {
      period: oldPeriod,
      offset: 0,
      limit: 5,
      filter: { text: line.msisdn },
    });
    const charge = charges.items.find((c) => c.msisdn === line.msisdn);
    expect(charge).toMatchObject({
      tariffName: line.before,
      tariffKurus: netKurus(tariffByName(line.before)!.priceKurus),
    });

    // The call detail of that period says the period's tariff, not today's.
    const transactionId = await validatedOtp(client, token, userMsisdn, 'INVOICE_DETAIL', line.msisdn);
    const detail = await content<CallDetail>(client, token, 'invoiceCallDetail', {
      msisdn: line.msisdn,
      period: oldPeriod,
      transactionId,
    });
    expect(detail.tariffName).toBe(line.before);
    expect(detail.tariffName).not.toBe(line.now);
    const newest = (client.db.prepare('SELECT MAX(period) AS p FROM invoices').get() as { p: string }).p;
    const recent = await content<CallDetail>(client, token, 'invoiceCallDetail', {
      msisdn: line.msisdn,
      period: newest,
      transactionId,
    });
    expect(recent.tariffName).toBe(tariffAt(client.db, line.msisdn, newest)?.tariffName);

    // A tariff change today closes the current span and opens one from today.
    const target = TARIFFS.find(
      (t) =>
        t.offeredIn.includes('TARIFF_CHANGE') &&
        t.productType === tariffByName(line.now)?.productType &&
        t.name !== line.now,
    )!;
    const changeOtp = await validatedOtp(
      client,
      token,
      userMsisdn,
      'TARIFF_CHANGE',
      singleChangeReference(line.msisdn, target.id),
    );
    await content(client, token, 'tariffChange', {
      msisdn: line.msisdn,
      tariffId: target.id,
      commitmentMonths: 24,
      selections: [],
      transactionId: changeOtp,
    });
    const today = isoDay(seedDay(client.db));
    const history = tariffHistoryOf(client.db, line.msisdn);
    expect(history.slice(-2).map((s) => [s.tariffName, s.validTo])).toEqual([
      [line.now, history.at(-1)?.validFrom],
      [target.name, null],
    ]);
    expect(tariffAt(client.db, line.msisdn, oldPeriod)?.tariffName).toBe(line.before);
    expect(tariffAt(client.db, line.msisdn, history.at(-1)!.validFrom)?.tariffName).toBe(target.name);
    expect(history.at(-1)!.validFrom >= today).toBe(true);
    client.close();
  });
});

describe('product-type words', () => {
  it('are one word per type, in one client module', () => {
    expect(PRODUCT_TYPE_WORDS).toEqual({ VOICE: 'Ses', DATA: 'Veri', M2M: 'M2M' });
  });

  it('are said the same by the sandbox where it writes them', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const words = (pairs: { code: string; word: string }[]) =>
      pairs.map((p) => [p.code, p.word] as const).filter(([code]) => code in PRODUCT_TYPE_WORDS);
    const filters = await content<ProductGroupFilters>(client, token, 'productGroupFilters', {});
    const landing = await content<{ products: { productType: string; title: string }[] }>(
      client,
      token,
      'landing',
      {
        type: 'PRODUCT',
      },
    );
    const said = [
      ...words(filters.productTypes.map((o) => ({ code: o.value, word: o.label }))),
      ...words(landing.products.map((p) => ({ code: p.productType, word: p.title }))),
    ];
    expect(said.length).toBeGreaterThanOrEqual(4);
    for (const [code, word] of said)
      expect(word).toBe(PRODUCT_TYPE_WORDS[code as keyof typeof PRODUCT_TYPE_WORDS]);
    client.close();
  });

  it('are written nowhere else: no other file maps a type code to a word of its own', () => {
    const roots = ['src', 'server'];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    for (const root of roots) walk(root);
    const stray = files.filter(
      (f) =>
        f !== join('src', 'lib', 'productTypes.ts') &&
        /\bDATA:\s*(\{\s*one:\s*)?'(Data|Veri|data|veri)( hattı)?'/.test(readFileSync(f, 'utf8')),
    );
    expect(stray).toEqual([]);
  });
});
