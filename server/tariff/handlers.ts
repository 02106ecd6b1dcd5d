/**
 * Tariff change (spec §7 rows): the catalogue, the moves a line can make with their price
 * difference, the company's lines with their tariff, the options and pre-order choices of a
 * tariff, its help pages, a line's usage, a single change confirmed by an OTP whose reference is
 * the move, bulk changes as jobs, the history and the mars send. The limited user's 403 on the
 * writes comes from the rows' declared access, before this code runs.
 */
import { randomUUID } from 'node:crypto';
import { singleChangeReference, TARIFF_OTP_PURPOSE, type TariffOffer } from '../../src/api/tariff/types';
import { BODY_CODES } from '../../src/api/types';
import { compareTr } from '../../src/lib/format';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { requireSession } from '../access';
import { seedDay } from '../db/seedDay';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { matchesLineFilter, resolveAsked } from '../lineFilter';
import { COMMITMENT_LABELS, faqOf, feeKurus, findTariff, moreInfoOf, TARIFFS } from './catalogue';
import { createJob, jobAt, jobOfRequest, jobsAt, numbersInRunningJobs } from './jobs';
import { recordBulkChange, recordSingleChange } from './ledger';
import { TARIFF_MESSAGES as M } from './messages';
import { checkMove, currentFeeKurus, differenceKurus, refusalOf } from './rules';
import {
  applyChange,
  changeById,
  companyLine,
  companyLines,
  history,
  linesAmong,
  linkChangeOrder,
} from './store';
import { preOrderOf, publicTariff, selectionProblem, tariffOrFail } from './tariffAnswers';
import { usageOf } from './usage';

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
const notFound = (message: string) => new ApiError(404, BODY_CODES.notFound, message);
const tl = (kurus: number) => kurus / 100;

const SORT_KEYS = {
  msisdn: (l: { msisdn: string }) => l.msisdn,
  userName: (l: { userName: string }) => l.userName,
  tariffName: (l: { tariffName: string }) => l.tariffName,
  productType: (l: { productType: string }) => l.productType,
  status: (l: { status: string }) => l.status,
} as const;

export const tariffHandlers = defineHandlers({
  tariffProductList: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    let tariffs = TARIFFS.filter((t) => !body.productType || t.productTypes.includes(body.productType));
    if (!body.msisdn) {
      return {
        line: null,
        tariffs: tariffs.map(
          (t): TariffOffer => ({
            ...publicTariff(t),
            allowed: true,
            reason: null,
            priceDifference: 0,
            current: false,
          }),
        ),
      };
    }
    const msisdn = normalizeMsisdn(body.msisdn);
    if (!msisdn) throw invalid(M.invalidNumber);
    const line = companyLine(ctx.deps.db, session.corporateNcst, msisdn);
    if (!line) throw notFound(M.notCompanyLine);
    // A line sees the tariffs of its own product type, its current one first.
    tariffs = tariffs.filter((t) => t.productTypes.includes(line.productType));
    const offers = tariffs.map((t): TariffOffer => {
      const reason = refusalOf(line, t);
      return {
        ...publicTariff(t),
        allowed: reason === null,
        reason,
        priceDifference: tl(differenceKurus(line, t)),
        current: t.name === line.tariffName,
      };
    });
    return { line, tariffs: offers.sort((a, b) => Number(b.current) - Number(a.current)) };
  },

  tariffCanDoList: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    const numbers = ctx.body.items.map((item) => normalizeMsisdn(item.msisdn));
    const lines = linesAmong(
      db,
      session.corporateNcst,
      numbers.filter((n): n is string => n !== null),
    );
    const busy = numbersInRunningJobs(db, session.corporateNcst);
    const seen = new Set<string>();
    const items = ctx.body.items.map((item, i) => {
      const msisdn = numbers[i] ?? null;
      const move = checkMove(msisdn, item, (n) => lines.get(n));
      let reason = move.reason;
      if (!reason && msisdn && seen.has(msisdn)) reason = M.duplicateInRequest;
      if (!reason && msisdn && busy.has(msisdn)) reason = M.inRunningJob;
      if (msisdn) seen.add(msisdn);
      return {
        msisdn: move.msisdn,
        fromTariff: move.line?.tariffName ?? '',
        toTariff: move.tariff?.name ?? item.tariff,
        tariffId: move.tariff?.tariffId ?? null,
        allowed: reason === null,
        reason,
        priceDifference: reason ? 0 : tl(move.differenceKurus),
      };
    });
    const allowed = items.filter((i) => i.allowed);
    return {
      items,
      allowedCount: allowed.length,
      totalDifference: tl(allowed.reduce((sum, i) => sum + Math.round(i.priceDifference * 100), 0)),
    };
  },

  tariffGsmTable: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    let lines = companyLines(ctx.deps.db, session.corporateNcst);
    let unknown: string[] = [];
    let notAllowed: { msisdn: string; reason: string }[] = [];
    if (body.msisdns) ({ lines, unknown, notAllowed } = resolveAsked(lines, body.msisdns, M.invalidNumber));
    let found = lines.filter((line) => matchesLineFilter(line, body.filter));
    if (body.sort) {
      const { field, direction } = body.sort;
      const dir = direction === 'desc' ? -1 : 1;
      found = [...found].sort(
        (a, b) =>
          dir *
            (field === 'monthlyFee'
              ? a.monthlyFee - b.monthlyFee
              : compareTr(SORT_KEYS[field](a), SORT_KEYS[field](b))) || a.msisdn.localeCompare(b.msisdn),
      );
    }
    return {
      total: found.length,
      items: found.slice(body.offset, body.offset + body.limit),
      unknown,
      notAllowed,
    };
  },

  tariffProgressBar: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    if (!ctx.body.jobId) return { jobs: jobsAt(db, session.corporateNcst, now()), job: null };
    const job = jobAt(db, session.corporateNcst, ctx.body.jobId, now());
    if (!job) throw notFound(M.jobNotFound);
    return { jobs: [], job };
  },

  tariffOptions: (ctx) => {
    requireSession(ctx.auth);
    const tariff = tariffOrFail(ctx.body.tariffId);
    return {
      tariffId: tariff.tariffId,
      commitments: [24, 12, 0].map((months) => ({
        months,
        label: COMMITMENT_LABELS[months] ?? '',
        monthlyFee: tl(feeKurus(tariff, months)),
      })),
    };
  },

  tariffPreOrderSelection: (ctx) => {
    requireSession(ctx.auth);
    const offer = preOrderOf(tariffOrFail(ctx.query.offerName));
    // multiCheck=false asks for the single-choice form of the offer (one package only).
    if (ctx.query.multiCheck === 'false' && offer.multiple)
      return { ...offer, multiple: false, maxChoices: 1 };
    return offer;
  },

  tariffFaq: (ctx) => {
    requireSession(ctx.auth);
    const tariff = tariffOrFail(ctx.query.tariffId);
    return { tariffId: tariff.tariffId, items: faqOf(tariff) };
  },

  tariffMoreInfo: (ctx) => {
    requireSession(ctx.auth);
    const tariff = tariffOrFail(ctx.query.tariffId);
    return { tariffId: tariff.tariffId, ...moreInfoOf(tariff) };
  },

  tariffRemainingUsage: (ctx) => {
    const session = requireSession(ctx.auth);
    const msisdn = normalizeMsisdn(ctx.params.productId);
    const line = msisdn ? companyLine(ctx.deps.db, session.corporateNcst, msisdn) : undefined;
    if (!line) throw notFound(M.lineNotFound);
    const tariff = findTariff(line.tariffName);
    if (!tariff) throw notFound(M.unknownTariff);
    return {
      productId: line.msisdn,
      tariffName: line.tariffName,
      ...usageOf(line.msisdn, tariff, seedDay(ctx.deps.db), ctx.query.screenName),
    };
  },

  tariffChange: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const { body } = ctx;
    const msisdn = normalizeMsisdn(body.msisdn);
    if (!msisdn) throw invalid(M.invalidNumber);
    const line = companyLine(db, session.corporateNcst, msisdn);
    const tariff = findTariff(body.tariffId);
    // Checked before the code is spent, so a refused move does not cost the person their code.
    const reason =
      refusalOf(line, tariff) ??
      (numbersInRunningJobs(db, session.corporateNcst).has(msisdn) ? M.inRunningJob : null) ??
      (tariff ? selectionProblem(tariff, body.selections) : null);
    if (reason || !line || !tariff) throw invalid(reason ?? M.notCompanyLine);
    ctx.deps.otp.consumeValidated(
      body.transactionId,
      TARIFF_OTP_PURPOSE,
      session.userId,
      singleChangeReference(msisdn, tariff.tariffId),
    );
    const id = randomUUID();
    const differenceKurus = feeKurus(tariff, body.commitmentMonths) - currentFeeKurus(line);
    db.transaction(() => {
      applyChange(db, {
        id,
        corporateNcst: session.corporateNcst,
        msisdn,
        fromTariff: line.tariffName,
        toTariff: tariff.name,
        differenceKurus,
        commitmentMonths: body.commitmentMonths,
        selections: body.selections,
        changedAt: now(),
        changedBy: session.user.fullName,
        jobId: null,
      });
      const { number } = recordSingleChange(db, now, session, {
        line,
        tariff,
        differenceKurus,
        commitmentMonths: body.commitmentMonths,
      });
      linkChangeOrder(db, id, number);
    })();
    const record = changeById(db, id);
    if (!record) throw notFound(M.lineNotFound);
    return { ...record, menuRefresh: true };
  },

  tariffBulkChange: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const { body } = ctx;
    const started = jobOfRequest(db, session.userId, body.requestId);
    const existing = started && jobAt(db, session.corporateNcst, started, now());
    if (existing) return existing;
    // Refused before the code is spent when nothing at all could change.
    const numbers = body.items.map((i) => normalizeMsisdn(i.msisdn)).filter((n): n is string => n !== null);
    const lines = linesAmong(db, session.corporateNcst, numbers);
    const some = body.items.some(
      (item) => checkMove(normalizeMsisdn(item.msisdn), item, (n) => lines.get(n)).reason === null,
    );
    if (!some) throw invalid(M.nothingToChange);
    ctx.deps.otp.consumeValidated(body.transactionId, TARIFF_OTP_PURPOSE, session.userId, body.requestId);
    const jobId = db.transaction(() => {
      const id = createJob(
        db,
        {
          requestId: body.requestId,
          corporateNcst: session.corporateNcst,
          userId: session.userId,
          createdBy: session.user.fullName,
          items: body.items,
        },
        now(),
      );
      recordBulkChange(
        db,
        now,
        session,
        id,
        body.items.map((item) => {
          const msisdn = normalizeMsisdn(item.msisdn);
          return {
            msisdn: msisdn ?? item.msisdn,
            tariff: findTariff(item.tariff)?.name ?? item.tariff,
            before: msisdn ? lines.get(msisdn)?.tariffName : undefined,
          };
        }),
      );
      return id;
    })();
    const job = jobAt(db, session.corporateNcst, jobId, now());
    if (!job) throw notFound(M.jobNotFound);
    return job;
  },

  tariffHistory: (ctx) => {
    const session = requireSession(ctx.auth);
    const { query } = ctx;
    const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00+03:00`);
    const fromMs = query.from ? dayStart(query.from) : undefined;
    const toMs = query.to ? dayStart(query.to) + 86_400_000 : undefined;
    if (fromMs !== undefined && Number.isNaN(fromMs))
      throw invalid('Başlangıç tarihi geçerli bir tarih değil.');
    if (toMs !== undefined && Number.isNaN(toMs)) throw invalid('Bitiş tarihi geçerli bir tarih değil.');
    if (fromMs !== undefined && toMs !== undefined && toMs <= fromMs)
      throw invalid('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    const digits = query.msisdn?.replace(/\D/g, '').replace(/^(90|0)(?=5)/, '') || undefined;
    return history(
      ctx.deps.db,
      session.corporateNcst,
      { digits, tariffName: query.tariffName, fromMs, toMs },
      query.offset ?? 0,
      query.limit ?? 500,
    );
  },

  tariffMarsSend: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const tariff = tariffOrFail(ctx.body.tariffId);
    const numbers = ctx.body.msisdns.map((m) => normalizeMsisdn(m));
    if (numbers.some((n) => n === null)) throw invalid(M.invalidNumber);
    const lines = linesAmong(db, session.corporateNcst, numbers as string[]);
    if (numbers.some((n) => !lines.has(n as string))) throw invalid(M.notCompanyLine);
    const at = now();
    const count = (db.prepare('SELECT COUNT(*) AS n FROM tariff_mars_requests').get() as { n: number }).n;
    const referenceNo = `MRS-${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}-${String(count + 1).padStart(6, '0')}`;
    db.prepare(
      `INSERT INTO tariff_mars_requests (id, corporate_ncst, user_id, tariff_id, msisdns, note, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      referenceNo,
      session.corporateNcst,
      session.userId,
      tariff.tariffId,
      JSON.stringify(numbers),
      ctx.body.note ?? null,
      at,
    );
    return {
      referenceNo,
      message: `${tariff.name} için teklif talebiniz müşteri temsilcinize iletildi. Talep numarası: ${referenceNo}.`,
    };
  },
});
