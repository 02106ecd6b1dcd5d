/**
 * Contract rows of spec §7, twice: the standard store and the istecep one answer the same calls
 * on their own rows. Approve/reject and OTP-protected downloads spend a validated OTP
 * transaction for that very contract (server/otp.ts consumeValidated).
 */
import {
  CONTRACT_APPROVAL_PURPOSE,
  CONTRACT_CODES,
  CONTRACT_DOWNLOAD_PURPOSE,
  CONTRACT_ROWS,
  type ContractDownloadOtpReply,
  type ContractErrorReportReply,
  type ContractFamily,
  type ContractList,
  type ContractSummary,
} from '../../src/api/contractsTypes';
import { requireSession } from '../access';
import { contractContent, contractFileName, contractPdf } from '../contracts/document';
import {
  type ContractScope,
  contractHistory,
  decideContract,
  findContract,
  insertErrorReport,
  pendingContracts,
} from '../contracts/store';
import { ApiError, envelopeResponse, failure } from '../envelope';
import { invalid, optional, text, validateBody } from '../validate';
import type { HandlerContext, HandlerModule } from './types';

export const CONTRACT_MESSAGES = {
  notFound: 'Sözleşme bulunamadı.',
  documentMismatch: 'Sözleşme belgesi bulunamadı. Lütfen listeyi yenileyip tekrar deneyiniz.',
  notPending: 'Bu sözleşme için daha önce karar verilmiş.',
  reasonRequired: 'Lütfen ret gerekçesini yazınız.',
} as const;

const CONTRACT_NUMBER = text({
  maxLength: 20,
  pattern: /^\d{6,20}$/,
  patternHint: 'rakamlardan oluşmalıdır.',
});
const TRANSACTION_ID = text({ maxLength: 64 });

const scopeOf = (ctx: HandlerContext, family: ContractFamily): ContractScope => ({
  corporateNcst: requireSession(ctx.auth).corporateNcst,
  family,
});

const listOf = (contracts: ContractSummary[]): ContractList => ({ contracts, totalCount: contracts.length });

function existing(ctx: HandlerContext, family: ContractFamily, contractNumber: string): ContractSummary {
  const contract = findContract(ctx.deps.db, scopeOf(ctx, family), contractNumber);
  if (!contract) throw new ApiError(404, CONTRACT_CODES.notFound, CONTRACT_MESSAGES.notFound);
  return contract;
}

/**
 * Spec §4/§8: a download answers the file, or JSON whose status code is not "0" with a message
 * to show. Those answers are HTTP 200 so the person reads the reason (a 400 on a blob row would
 * only show the default message), and OTP failures are passed on the same way.
 */
const downloadRefusal = (code: string, message: string) => envelopeResponse(200, failure(code, message));

function download(ctx: HandlerContext, family: ContractFamily): Response | ContractDownloadOtpReply {
  const session = requireSession(ctx.auth);
  const input = validateBody(ctx.body, {
    barcode: CONTRACT_NUMBER,
    fileNetId: text({ maxLength: 100 }),
    docId: text({ maxLength: 50 }),
    transactionId: optional(TRANSACTION_ID),
  });
  const contract = findContract(ctx.deps.db, scopeOf(ctx, family), input.barcode);
  if (!contract) return downloadRefusal(CONTRACT_CODES.notFound, CONTRACT_MESSAGES.notFound);
  if (contract.filenetId !== input.fileNetId || contract.fileId !== input.docId) {
    return downloadRefusal(CONTRACT_CODES.documentMismatch, CONTRACT_MESSAGES.documentMismatch);
  }
  if (contract.downloadRequiresOtp) {
    if (!input.transactionId) return { otpRequired: true };
    try {
      ctx.deps.otp.consumeValidated(
        input.transactionId,
        CONTRACT_DOWNLOAD_PURPOSE,
        session.userId,
        contract.contractNumber,
      );
    } catch (error) {
      if (error instanceof ApiError) return downloadRefusal(error.code, error.message);
      throw error;
    }
  }
  return new Response(Buffer.from(contractPdf(contract)), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${contractFileName(contract)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

function familyHandlers(family: ContractFamily): HandlerModule {
  const rows = CONTRACT_ROWS[family];
  return {
    [rows.pending]: (ctx) => listOf(pendingContracts(ctx.deps.db, scopeOf(ctx, family))),
    [rows.history]: (ctx) => listOf(contractHistory(ctx.deps.db, scopeOf(ctx, family))),

    [rows.content]: (ctx) => {
      const input = validateBody(ctx.body, { contractNumber: CONTRACT_NUMBER });
      return contractContent(existing(ctx, family, input.contractNumber));
    },

    [rows.decide]: (ctx) => {
      const session = requireSession(ctx.auth);
      const input = validateBody(ctx.body, {
        contractNumber: CONTRACT_NUMBER,
        decision: text({ oneOf: ['APPROVE', 'REJECT'] }),
        reason: optional(text({ maxLength: 500 })),
        transactionId: TRANSACTION_ID,
      });
      if (input.decision === 'REJECT' && !input.reason) throw invalid(CONTRACT_MESSAGES.reasonRequired);
      const contract = existing(ctx, family, input.contractNumber);
      if (contract.status !== 'PENDING') {
        throw new ApiError(409, CONTRACT_CODES.notPending, CONTRACT_MESSAGES.notPending);
      }
      // The code is spent only for a contract that can still be decided.
      ctx.deps.otp.consumeValidated(
        input.transactionId,
        CONTRACT_APPROVAL_PURPOSE,
        session.userId,
        contract.contractNumber,
      );
      const approved = input.decision === 'APPROVE';
      decideContract(ctx.deps.db, {
        contractNumber: contract.contractNumber,
        approved,
        reason: approved ? null : (input.reason ?? null),
        userId: session.userId,
        at: new Date(ctx.deps.now()).toISOString(),
      });
      return existing(ctx, family, contract.contractNumber);
    },

    [rows.download]: (ctx) => download(ctx, family),

    [rows.report]: (ctx): ContractErrorReportReply => {
      const session = requireSession(ctx.auth);
      const input = validateBody(ctx.body, {
        contractNumber: CONTRACT_NUMBER,
        description: text({ maxLength: 1000 }),
      });
      const contract = existing(ctx, family, input.contractNumber);
      const at = new Date(ctx.deps.now()).toISOString();
      const id = insertErrorReport(ctx.deps.db, {
        contractNumber: contract.contractNumber,
        userId: session.userId,
        description: input.description,
        at,
      });
      return { reportId: `HB-${String(id).padStart(6, '0')}`, createdAt: at };
    },
  };
}

export const contractHandlers: HandlerModule = {
  ...familyHandlers('STANDARD'),
  ...familyHandlers('ISTECEP'),
};
