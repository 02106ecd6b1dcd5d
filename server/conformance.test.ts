// @vitest-environment node
/**
 * Every row the sandbox serves, called once in the seeded world with a valid request, answers
 * success with content that passes the row's response schema (the binding also checks it and
 * would answer 500). A newly served row without an entry in INPUTS or in a feature's
 * `server/<feature>/conformance.ts` (found by glob, written with server/conformanceKit.ts) fails
 * the first test.
 */
import * as v from 'valibot';
import { feature } from '../src/api/contract/define';
import type { Envelope, OtpChallenge } from '../src/api/types';
import { changes, UNCHANGING_ROWS } from './auditTrail/effects';
import { AUDIT_TABLE } from './auditTrail/schema';
import { servedReport } from './catalogue';
import { featureInputs, featureMadeElsewhere } from './conformanceInputs';
import type { ConformanceKit } from './conformanceKit';
import { endpointsByName } from './contract';
import { effectProbe } from './effectProbe';
import { INTERNAL_ERROR_MESSAGE } from './envelope';
import { handlers } from './handlers';
import { DEFAULT_LIMITS } from './limits';
import { sandboxClient, USERS } from './test-support';
import { sendRow } from './testRowSession';

type Json = Record<string, unknown>;
interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Another session than the world's (e.g. none for the public login rows). */
  token?: string | null;
}
interface Answer {
  status: number;
  contentType: string;
  body: Envelope<unknown> | undefined;
}

// One person confirms every row's operation here, dozens of SMS codes within minutes: the
// per-person SMS cap (server/limits.ts, proven in limits.test.ts) is lifted for this world.
// Each row's call is measured: its audit entries, and what it changed (server/effectProbe.ts).
const probe = effectProbe(AUDIT_TABLE);
const client = sandboxClient({
  idleTimeoutSeconds: 100_000,
  limits: { ...DEFAULT_LIMITS, smsPerPerson: 1_000 },
  now: probe.now,
});
probe.attach(client.db);
const [userName, password] = USERS.fast;
const session = await client.login(userName, password);
const token = session.pageToken;
const msisdn = (
  client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(userName) as { msisdn: string }
).msisdn;

async function send(name: string, req: Request = {}): Promise<Answer> {
  const res = await sendRow(client, name, { ...req, token: req.token === undefined ? token : req.token });
  const contentType = res.headers.get('Content-Type') ?? '';
  const body = contentType.includes('json') ? ((await res.json()) as Envelope<unknown>) : undefined;
  return { status: res.status, contentType, body };
}

/** The content of a successful call made to prepare another one. */
async function content<T = Json>(name: string, req: Request = {}): Promise<T> {
  const res = await send(name, req);
  if (res.body?.status?.code !== '0') throw new Error(`${name}: ${JSON.stringify(res.body?.status)}`);
  const schema = endpointsByName.get(name)?.schemas.response;
  if (schema) v.parse(schema, res.body.content);
  return res.body.content as T;
}

/** A validated code for (purpose, reference), as the OTP dialog gets one. */
async function validatedOtp(purpose: string, reference: string): Promise<string> {
  const { transactionId } = await content<OtpChallenge>('sendOtp', { body: { purpose, reference } });
  await content('validateOtp', { body: { transactionId, code: client.outbox.latestCode(msisdn) } });
  return transactionId;
}

const first = <T>(items: T[] | undefined, what: string): T => {
  const item = items?.[0];
  if (item === undefined) throw new Error(`the seed has no ${what}`);
  return item;
};

type Contract = { contractNumber: string; filenetId: string; fileId: string; downloadRequiresOtp?: boolean };
const contractOf = async (row: string) =>
  first((await content<{ contracts: Contract[] }>(row)).contracts, `contract in ${row}`);

const contractRows = (family: '' | 'istecep') => {
  const row = (name: string) => (family ? `istecep${name}` : `${name[0]?.toLowerCase()}${name.slice(1)}`);
  const pending = () => contractOf(family ? 'istecepApprovalContracts' : 'approvalContracts');
  return {
    [row('ContractApproveOrReject')]: async (): Promise<Request> => {
      const { contractNumber } = await pending();
      const transactionId = await validatedOtp('CONTRACT_APPROVAL', contractNumber);
      return { body: { contractNumber, decision: 'APPROVE', transactionId } };
    },
    [row('ContractContent')]: async (): Promise<Request> => ({
      body: { contractNumber: (await pending()).contractNumber },
    }),
    [row('ContractDownload')]: async (): Promise<Request> => {
      const c = await contractOf(family ? 'istecepContractHistory' : 'contractHistory');
      const transactionId = c.downloadRequiresOtp
        ? await validatedOtp('CONTRACT_DOWNLOAD', c.contractNumber)
        : undefined;
      return { body: { barcode: c.contractNumber, fileNetId: c.filenetId, docId: c.fileId, transactionId } };
    },
    [row('ContractErrorReport')]: async (): Promise<Request> => ({
      body: { contractNumber: (await pending()).contractNumber, description: 'Taraf bilgisi eksik.' },
    }),
  };
};

const CONTACT = {
  contactName: 'Can Öztürk',
  contactPhone: msisdn,
  email: 'can@anadolugida.com.tr',
  m2mContactNumber: msisdn,
};
let drafts = 0;

/** A new-line order made the way the wizard makes one: numbers, SIMs, a validated code. */
async function newLineOrder(): Promise<string> {
  const reservation = await content<{
    reservationId: string;
    numbers: { lineKey: string; msisdn: string }[];
  }>('newLineNumberReservation', {
    body: {
      selectVoiceLineForMe: true,
      selectDataLineForMe: false,
      lines: [{ lineKey: 'VOICE-1', productType: 'VOICE' }],
    },
  });
  const { sims } = await content<{ sims: { iccid: string }[] }>('newLinePhysicalGsmList');
  drafts += 1;
  const draftId = `draft-conformance-${drafts}`;
  const transactionId = await validatedOtp('NEW_LINE_ORDER', draftId);
  const order = await content<{ orderId: string }>('newLineCreateOrder', {
    body: {
      draftId,
      transactionId,
      hasNumber: false,
      reservationId: reservation.reservationId,
      lines: [
        {
          lineKey: 'VOICE-1',
          productType: 'VOICE',
          msisdn: first(reservation.numbers, 'reserved number').msisdn,
          tariffId: 'KRM-SPR-10',
          simType: 'PHYSICAL',
          iccid: first(sims, 'free SIM').iccid,
        },
      ],
      contact: CONTACT,
      preferences: ['E_INVOICE'],
      partnerId: 'PRT-IST-01',
    },
  });
  return order.orderId;
}

type Document = { documentId: string; status: string };
const documentToSign = async () =>
  first(
    (await content<{ documents: Document[] }>('documentSodec')).documents.filter(
      (d) => d.status === 'AWAITING_SIGNATURE',
    ),
    'document awaiting signature',
  );

const PDF = Buffer.from('%PDF-1.4');
const uploaded = async () =>
  content<{ documentId: number }>('documentInsert', {
    body: {
      formId: 'ONLINE_TRANSACTION_CONTRACT',
      fileName: 'imza.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    },
  });

/** The demo manager works for several companies of the holding (the world's user for one). */
const manager = async () => {
  const login = await client.login(...USERS.demo);
  const other = first(
    login.easyLoginCorporateList.filter((c) => c.corporateNcst !== login.corporateNcst),
    "demo manager's second company",
  );
  return { token: login.pageToken, body: { corporateNcst: other.corporateNcst } };
};

const otpSent = () =>
  content<OtpChallenge>('sendOtp', { body: { purpose: 'CONTRACT_APPROVAL', reference: 'x' } });

const kit: ConformanceKit = {
  content,
  validatedOtp,
  first,
  latestCode: (to = msisdn) => {
    const code = client.outbox.latestCode(to);
    if (!code) throw new Error(`no SMS code was sent to ${to}`);
    return code;
  },
  person: { userName, password, msisdn },
  login: (name, secret) => client.login(name, secret),
};

/**
 * How to call each served row with a valid request; `{}` is enough for rows without input.
 * A row served without an entry here fails the test below.
 */
const INPUTS: Record<string, () => Request | Promise<Request>> = {
  ...featureInputs(kit),
  approvalProceduresList: () => ({}),
  approvalProceduresCount: () => ({}),
  approvalProceduresConfirm: async () => {
    const { procedures } = await content<{ procedures: { workflowInstanceId: string }[] }>(
      'approvalProceduresList',
    );
    const id = first(procedures, 'pending approval').workflowInstanceId;
    const transactionId = await validatedOtp('APPROVAL_PROCEDURE', id);
    return { params: { workflowInstanceId: id }, body: { decision: 'APPROVE', transactionId } };
  },
  approvalContracts: () => ({}),
  contractHistory: () => ({}),
  istecepApprovalContracts: () => ({}),
  istecepContractHistory: () => ({}),
  ...contractRows(''),
  ...contractRows('istecep'),
  exchangeRates: () => ({}),
  customerSurvey: () => ({}),
  customerSurveySave: async () => {
    const survey = await content<{
      surveyId: string;
      questions: { id: string; options: { value: unknown }[] }[];
    }>('customerSurvey');
    const answers = Object.fromEntries(survey.questions.map((q) => [q.id, q.options[0]?.value]));
    return { body: { surveyId: survey.surveyId, answers } };
  },
  banner: () => ({}),
  customerAdvisorList: () => ({}),
  dashboardStatus: () => ({}),
  dashboardUnpaidInvoices: () => ({}),
  dashboardGsmTransactions: () => ({}),
  dashboardCloseToEndPackages: () => ({}),
  dashboardMobilePaymentOrders: () => ({}),
  dashboardInvoicePaymentOrders: () => ({}),
  dashboardApprovalProcesses: () => ({}),
  dashboardBillingInformation: () => ({}),
  dashboardFirstLoginGift: () => ({}),
  dashboardCmsParameter: () => ({}),
  dashboardProductTypeCounts: () => ({}),
  dashboardCloseToEndContracts: () => ({}),
  dashboardRoamingStats: () => ({}),
  dashboardReContractCount: () => ({}),
  documentForms: () => ({}),
  agreementDocument: async () => ({ body: { documentId: (await documentToSign()).documentId } }),
  documentOtpSend: async () => ({
    body: { purpose: 'DOCUMENT_APPROVAL', reference: (await documentToSign()).documentId },
  }),
  documentOtpValidate: async () => {
    const { transactionId } = await content<OtpChallenge>('documentOtpSend', {
      body: { purpose: 'DOCUMENT_APPROVAL', reference: (await documentToSign()).documentId },
    });
    return { body: { transactionId, code: client.outbox.latestCode(msisdn) } };
  },
  documentSodec: () => ({}),
  documentSodecUpdate: async () => {
    const { documentId } = await documentToSign();
    const { transactionId } = await content<OtpChallenge>('documentOtpSend', {
      body: { purpose: 'DOCUMENT_APPROVAL', reference: documentId },
    });
    await content('documentOtpValidate', { body: { transactionId, code: client.outbox.latestCode(msisdn) } });
    return { body: { documentId, approve: true, transactionId } };
  },
  documentInsert: () => ({
    body: {
      formId: 'ONLINE_TRANSACTION_CONTRACT',
      fileName: 'imza.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    },
  }),
  documentFileStoreUpdate: async () => ({
    params: { documentId: String((await uploaded()).documentId) },
    body: { content: PDF.toString('base64') },
  }),
  expressMenu: () => ({}),
  expressMenuAdd: async () => {
    const pinned = await content<{ customerExpressMenu: { actionName: string }[] }>('expressMenu');
    const names = new Set(pinned.customerExpressMenu.map((a) => a.actionName));
    const free = ['INVOICES', 'ROAMING', 'NEW_LINE', 'SIM_CARD', 'MY_ORDERS', 'CONTRACTS'].find(
      (n) => !names.has(n),
    );
    return { body: { actionName: free } };
  },
  expressMenuDelete: async () => {
    const pinned = await content<{ customerExpressMenu: { actionName: string }[] }>('expressMenu');
    return { body: { actionName: first(pinned.customerExpressMenu, 'pinned action').actionName } };
  },
  newLineContactValidation: () => ({ body: CONTACT }),
  newLineSimValidation: async () => {
    const { sims } = await content<{ sims: { iccid: string }[] }>('newLinePhysicalGsmList');
    return {
      body: { sims: [{ msisdn: '5010000001', simType: 'PHYSICAL', iccid: first(sims, 'SIM').iccid }] },
    };
  },
  newLinePhysicalGsmList: () => ({}),
  newLineFlexibleGsmList: () => ({ body: { type: 'VOICE' } }),
  newLineNumberList: () => ({ body: { productTypes: ['VOICE', 'DATA'] } }),
  newLineNumberReservation: () => ({
    body: {
      selectVoiceLineForMe: true,
      selectDataLineForMe: false,
      lines: [{ lineKey: 'VOICE-1', productType: 'VOICE' }],
    },
  }),
  newLineOptions: () => ({ body: { productType: 'VOICE' } }),
  newLineCreateOrder: () => ({ body: 'made by newLineOrder' }),
  newLineOrderRead: async () => ({ params: { orderId: await newLineOrder() } }),
  newLineOrderUpdate: async () => ({
    params: { orderId: await newLineOrder() },
    body: { partnerId: 'PRT-ANK-01' },
  }),
  newLineMarsSend: async () => ({ params: { orderId: await newLineOrder() } }),
  newLineCompanyInfo: () => ({}),
  newLineCustomerValidated: () => ({}),
  newLineSubscriptionPreferences: () => ({}),
  newLinePartners: () => ({}),
  // The demand exists once the order went to MARS.
  newLineDemandOrder: async () => {
    const orderId = await newLineOrder();
    await content('newLineMarsSend', { params: { orderId } });
    return { query: { orderId } };
  },
  allOrders: () => ({ query: { page: '1', pageSize: '5' } }),
  orderDetail: async () => {
    const { orders } = await content<{ orders: { orderNo: string }[] }>('allOrders');
    return { params: { orderNo: first(orders, 'order').orderNo } };
  },
  orderDelete: async () => {
    const { orders } = await content<{ orders: { orderNo: string; deletable: boolean }[] }>('allOrders', {
      query: { status: 'DRAFT' },
    });
    return {
      params: {
        orderNo: first(
          orders.filter((o) => o.deletable),
          'deletable order',
        ).orderNo,
      },
    };
  },
  productGroupFilters: () => ({}),
  search: () => ({ body: { searchText: 'fatura' } }),
  searchSave: () => ({ body: { title: 'Faturalarım', url: '/invoices', kind: 'MENU' } }),
  searchDelete: async () => {
    const saved = await content<{ id: number }>('searchSave', {
      body: { title: 'Siparişlerim', url: '/orders', kind: 'MENU' },
    });
    return { body: { id: saved.id } };
  },
  antiForgeryToken: () => ({}),
  landing: () => ({ body: { type: 'APP_INFO' } }),
  login: () => ({ token: null, body: { userName, password } }),
  loginToken: async () => {
    const challenge = await client.startLogin(userName, password);
    return {
      token: null,
      body: { transactionId: challenge.transactionId, code: client.outbox.latestCode(msisdn) },
    };
  },
  logout: async () => ({ token: (await client.login(userName, password)).pageToken }),
  loginLink: () => ({}),
  sessionControl: () => ({}),
  sendOtp: () => ({ body: { purpose: 'CONTRACT_APPROVAL', reference: 'x' } }),
  validateOtp: async () => {
    const { transactionId } = await otpSent();
    return { body: { transactionId, code: client.outbox.latestCode(msisdn) } };
  },
  resetOtpLifetime: async () => ({ body: { transactionId: (await otpSent()).transactionId } }),
  changeCorporate: manager,
  menuRefresh: () => ({}),
  personRights: () => ({}),
  termsApprovedList: () => ({}),
  termsApprovedConfirm: async () => {
    const { terms } = await content<{ terms: { id: string }[] }>('termsApprovedList');
    return { body: { termIds: terms.map((t) => t.id) } };
  },
  defaultHoldingSet: manager,
  defaultHoldingDelete: () => ({}),
};

/** Rows whose success is made inside another row's story; called there, checked there. */
const MADE_ELSEWHERE: Record<string, string> = {
  newLineCreateOrder: 'called with a full wizard request by newLineOrder() for the order rows',
  ...featureMadeElsewhere(),
};

const served = (() => {
  const { unserved } = servedReport();
  return [...endpointsByName.keys()].filter((name) => !unserved.includes(name));
})();

describe('answer conformance of every served row', () => {
  it('has a valid request for every served row, and none for a row no longer served', () => {
    expect(Object.keys(INPUTS).sort()).toEqual([...served].sort());
  });

  it.each(served.filter((name) => !(name in MADE_ELSEWHERE)))(
    '%s answers success in its schema',
    async (name) => {
      const row = endpointsByName.get(name);
      const req = await INPUTS[name]?.();
      const effect = await probe.measure(() => send(name, req));
      const res = effect.result;
      if (!row) throw new Error(`${name} is no row`);
      expect(res.status, JSON.stringify(res.body?.status)).toBe(200);
      // The audit trail's rule (server/auditTrail/effects.ts): a change leaves exactly one entry; a call
      // it does not record changes nothing of the company.
      const recorded = changes(row, req?.body);
      expect(effect.entries, 'audit entries').toBe(recorded ? 1 : 0);
      if (!recorded) expect(effect.tables, UNCHANGING_ROWS[name] ?? 'a read').toEqual([]);
      if (!res.body) {
        expect(row.errorMode, `${name} answered ${res.contentType}`).toBe('blob');
        expect(res.contentType).toMatch(/^application\/(pdf|octet-stream)/);
        return;
      }
      expect(res.body.status?.code, res.body.status?.message).toBe('0');
      const schema = row.schemas.response;
      if (schema) {
        const checked = v.safeParse(schema, res.body.content);
        expect(checked.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
      }
    },
  );

  it('makes new-line orders through newLineCreateOrder, each with one audit entry', async () => {
    const entries = () =>
      (
        client.db
          .prepare(
            `SELECT count(*) AS n FROM ${AUDIT_TABLE} WHERE operation = 'newLineCreateOrder' AND result = 'SUCCESS'`,
          )
          .get() as { n: number }
      ).n;
    const before = entries();
    expect(await newLineOrder()).toMatch(/\S/);
    expect(entries()).toBe(before + 1);
  });
});

afterAll(() => client.close());

describe('the binding checks answers against their rows', () => {
  const { get, rows } = feature('conformanceProbe');
  const probe = rows({
    conformanceProbe: get('/dc_ccsi/v1/conformance-probe', { response: v.object({ count: v.number() }) }),
  });
  const catalogue = {
    rows: [...endpointsByName.values(), probe.conformanceProbe],
    handlers: { ...handlers, conformanceProbe: () => ({ count: 'three' }) },
  };

  async function probeAnswer(checkAnswers: boolean) {
    const probeClient = sandboxClient({ catalogue, checkAnswers });
    const login = await probeClient.login(...USERS.fast);
    const res = await probeClient.call('conformanceProbe', undefined, { token: login.pageToken });
    probeClient.close();
    return res;
  }

  it('answers 500 with the internal-error envelope and logs the row when an answer breaks its schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await probeAnswer(true);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: { code: '500', message: INTERNAL_ERROR_MESSAGE }, content: null });
    expect(log).toHaveBeenCalledWith(
      '[sandbox] conformanceProbe answered outside its response schema at count: Invalid type: Expected number but received "three"',
    );
    log.mockRestore();
  });

  it('passes the answer through when the check is off (production)', async () => {
    const res = await probeAnswer(false);
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ count: 'three' });
  });
});
