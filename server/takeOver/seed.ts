/**
 * Take-over demo data: other customers' lines a company may take over, with their owners, and
 * some that cannot be taken (unpaid debt, a legal hold, another take-over under way). Owners
 * script their simulated answer: most approve after 20 seconds, Zeynep Aksoy approved in a shop
 * beforehand (her answer is immediate), Marmara Yapı refuses. The demo take-over orders My Orders
 * seeds are adopted, so both lists show the same orders.
 */

import type { TakeOverStatus } from '../../src/api/takeOver/types';
import { withCheckDigit } from '../../src/lib/iccid';
import { createOrderStore } from '../db/ledger/orders';
import { tariffNamed } from '../db/products';
import type { Db } from '../db/schema';
import { syncSharedOrder, workflowIdOf } from './record';
import { DEFAULT_APPROVAL_SECONDS } from './statuses';

interface SeedOwner {
  id: string;
  type: 'PERSON' | 'COMPANY';
  name: string;
  contactPhone: string;
  delaySeconds?: number;
  decision?: 'APPROVE' | 'REJECT';
  lines: {
    msisdn: string;
    type: 'VOICE' | 'DATA';
    tariff: string;
    user: string;
    block?: 'UNPAID_DEBT' | 'LEGAL_HOLD' | 'IN_OTHER_TAKE_OVER';
    debt?: number;
  }[];
}

/** The owners' tariffs today: the catalogue's personal and small-business tariffs. */
const tariffName = (id: string) => tariffNamed(id).name;

/** The 544… block is used by no company line, pool number or demo user. */
export const SEED_OWNERS: readonly SeedOwner[] = [
  {
    id: 'P-YILMAZ',
    type: 'PERSON',
    name: 'Mehmet Yılmaz',
    contactPhone: '5441000001',
    lines: [
      { msisdn: '5441000001', type: 'VOICE', tariff: tariffName('BRY-SPR-20'), user: 'Mehmet Yılmaz' },
      { msisdn: '5441000002', type: 'VOICE', tariff: tariffName('BRY-GNC-15'), user: 'Ali Yılmaz' },
      { msisdn: '5441000003', type: 'DATA', tariff: tariffName('BRY-EVD-30'), user: 'Mehmet Yılmaz' },
    ],
  },
  {
    id: 'P-AKSOY',
    type: 'PERSON',
    name: 'Zeynep Aksoy',
    contactPhone: '5441000011',
    delaySeconds: 0,
    lines: [
      { msisdn: '5441000011', type: 'VOICE', tariff: tariffName('BRY-SPR-10'), user: 'Zeynep Aksoy' },
      { msisdn: '5441000012', type: 'DATA', tariff: tariffName('BRY-EVD-15'), user: 'Zeynep Aksoy' },
      { msisdn: '5441000013', type: 'VOICE', tariff: tariffName('BRY-SPR-10'), user: 'Deniz Aksoy' },
      { msisdn: '5441000014', type: 'VOICE', tariff: tariffName('BRY-GNC-15'), user: 'Ece Aksoy' },
      { msisdn: '5441000015', type: 'DATA', tariff: tariffName('BRY-EVD-30'), user: 'Zeynep Aksoy' },
    ],
  },
  {
    id: 'C-EGE',
    type: 'COMPANY',
    name: 'Ege Turizm Ltd. Şti.',
    contactPhone: '5442000001',
    lines: [
      { msisdn: '5442000010', type: 'VOICE', tariff: tariffName('ESN-PKT-10'), user: 'Selin Kaya' },
      { msisdn: '5442000011', type: 'VOICE', tariff: tariffName('ESN-PKT-10'), user: 'Burak Öz' },
      { msisdn: '5442000012', type: 'VOICE', tariff: tariffName('ESN-KNS'), user: 'Gül Şen' },
      { msisdn: '5442000013', type: 'DATA', tariff: tariffName('ESN-DATA-20'), user: 'Resepsiyon Tableti' },
    ],
  },
  {
    id: 'C-MARMARA',
    type: 'COMPANY',
    name: 'Marmara Yapı A.Ş.',
    contactPhone: '5443000001',
    decision: 'REJECT',
    lines: [
      { msisdn: '5443000010', type: 'VOICE', tariff: tariffName('ESN-PKT-20'), user: 'Onur Çelik' },
      { msisdn: '5443000011', type: 'DATA', tariff: tariffName('ESN-DATA-50'), user: 'Şantiye Modemi' },
    ],
  },
  {
    id: 'C-KARADENIZ',
    type: 'COMPANY',
    name: 'Karadeniz Tekstil Ltd. Şti.',
    contactPhone: '5444000001',
    lines: [
      {
        msisdn: '5444000010',
        type: 'VOICE',
        tariff: tariffName('ESN-PKT-10'),
        user: 'Emre Koç',
        block: 'LEGAL_HOLD',
      },
      { msisdn: '5444000011', type: 'VOICE', tariff: tariffName('ESN-KNS'), user: 'Elif Kurt' },
    ],
  },
  {
    id: 'P-DEMIR',
    type: 'PERSON',
    name: 'Hasan Demir',
    contactPhone: '5445000001',
    lines: [
      {
        msisdn: '5445000010',
        type: 'VOICE',
        tariff: tariffName('BRY-SPR-20'),
        user: 'Hasan Demir',
        block: 'UNPAID_DEBT',
        debt: 1250.4,
      },
      { msisdn: '5445000011', type: 'DATA', tariff: tariffName('BRY-EVD-15'), user: 'Hasan Demir' },
    ],
  },
  {
    id: 'P-CETIN',
    type: 'PERSON',
    name: 'Gül Çetin',
    contactPhone: '5446000001',
    lines: [
      {
        msisdn: '5446000010',
        type: 'VOICE',
        tariff: tariffName('BRY-SPR-10'),
        user: 'Gül Çetin',
        block: 'IN_OTHER_TAKE_OVER',
      },
    ],
  },
];

/** My Orders' demo statuses as take-over statuses (its seed writes the coarser shared ones). */
const ADOPTED: Record<string, TakeOverStatus> = {
  DRAFT: 'AWAITING_APPROVAL',
  RECEIVED: 'FINALIZED',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
  FAILED: 'REJECTED',
};

export function seedTakeOver(db: Db): void {
  const insertOwner = db.prepare(
    `INSERT INTO takeover_owners (id, owner_type, name, contact_phone, approval_delay_seconds, decision)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO takeover_lines (msisdn, owner_id, product_type, tariff_name, iccid, line_user, block, debt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const owner of SEED_OWNERS) {
    insertOwner.run(
      owner.id,
      owner.type,
      owner.name,
      owner.contactPhone,
      owner.delaySeconds ?? DEFAULT_APPROVAL_SECONDS,
      owner.decision ?? 'APPROVE',
    );
    for (const line of owner.lines) {
      insertLine.run(
        line.msisdn,
        owner.id,
        line.type,
        line.tariff,
        withCheckDigit(`8990${line.msisdn}${line.msisdn.slice(-5)}`),
        line.user,
        line.block ?? null,
        line.debt ?? null,
      );
    }
  }
  adoptDemoOrders(db);
}

/** Gives My Orders' demo take-over orders their workflow, owner named by their summary. */
function adoptDemoOrders(db: Db): void {
  const store = createOrderStore(db, Date.now);
  const companies = db.prepare('SELECT corporate_ncst FROM companies').all() as { corporate_ncst: string }[];
  const insert = db.prepare(
    `INSERT INTO takeover_orders (order_no, corporate_ncst, workflow_id, owner_id, status, contact_method,
       approval_requested_at, approval_due_at, sent_at, complete_due_at, mars_reference)
     VALUES (?, ?, ?, ?, ?, 'SMS', ?, ?, ?, NULL, ?)`,
  );
  const insertLine = db.prepare(
    'INSERT INTO takeover_order_lines (order_no, msisdn, position) VALUES (?, ?, ?)',
  );
  for (const { corporate_ncst: ncst } of companies) {
    for (const order of store.list(ncst).filter((o) => o.orderType === 'TAKE_OVER')) {
      const summary = (order.details.summary ?? []) as { label: string; value: string }[];
      const holder = summary.find((item) => item.label === 'Devreden')?.value;
      const owner = SEED_OWNERS.find((o) => o.name === holder) ?? SEED_OWNERS[2];
      const status = ADOPTED[order.status] ?? 'CANCELLED';
      const started = status === 'IN_PROGRESS' || status === 'COMPLETED';
      insert.run(
        order.orderNo,
        ncst,
        workflowIdOf(order.orderNo),
        owner?.id,
        status,
        order.createdAt,
        order.createdAt + (owner?.delaySeconds ?? DEFAULT_APPROVAL_SECONDS) * 1000,
        started ? order.createdAt : null,
        started ? `MARS-TO-${order.orderNo.slice(-6)}` : null,
      );
      order.lines.forEach((line, i) => {
        insertLine.run(order.orderNo, line.msisdn, i);
      });
      syncSharedOrder(db, () => order.updatedAt, ncst, order.orderNo);
    }
  }
}
