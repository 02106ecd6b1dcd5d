/**
 * Contract rows of spec §7, twice: the standard store and the istecep one answer the same calls
 * on their own rows (CONTRACT_ROWS). Approve/reject and OTP-protected downloads spend a validated
 * OTP transaction for that very contract (server/otp.ts consumeValidated). Bodies arrive
 * validated by the rows' schemas, which both families share.
 */
import {
  CONTRACT_APPROVAL_PURPOSE,
  CONTRACT_CODES,
  CONTRACT_DOWNLOAD_PURPOSE,
  type ContractFamily,
  type ContractList,
  type ContractSummary,
} from '../../src/api/contracts/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { ApiError, envelopeResponse, failure } from '../envelope';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { contractContent, contractFileName, contractPdf } from './document';
import { CONTRACT_MESSAGES } from './messages';
import {
  type ContractScope,
  contractHistory,
  decideContract,
  findContract,
  insertErrorReport,
  pendingContracts,
} from './store';

const scopeOf = (ctx: Pick<HandlerContext, 'auth'>, family: ContractFamily): ContractScope => ({
  corporateNcst: requireSession(ctx.auth).corporateNcst,
  family,
});

const listOf = (contracts: ContractSummary[]): ContractList => ({ contracts, totalCount: contracts.length });

function existing(
  ctx: Pick<HandlerContext, 'auth' | 'deps'>,
  family: ContractFamily,
  contractNumber: string,
) {
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

async function download(ctx: HandlerContext<'contractDownload'>, family: ContractFamily) {
  const session = requireSession(ctx.auth);
  const input = ctx.body;
  const contract = findContract(ctx.deps.db, scopeOf(ctx, family), input.barcode);
  if (!contract) return downloadRefusal(CONTRACT_CODES.notFound, CONTRACT_MESSAGES.notFound);
  if (contract.filenetId !== input.fileNetId || contract.fileId !== input.docId) {
    return downloadRefusal(CONTRACT_CODES.documentMismatch, CONTRACT_MESSAGES.documentMismatch);
  }
  if (contract.downloadRequiresOtp) {
    if (!input.transactionId) return { otpRequired: true as const };
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
  return new Response(Buffer.from(await contractPdf(contract)), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${contractFileName(contract)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

function decide(ctx: HandlerContext<'contractApproveOrReject'>, family: ContractFamily) {
  const session = requireSession(ctx.auth);
  const input = ctx.body;
  // The rule spans two fields, so the schema cannot say it.
  if (input.decision === 'REJECT' && !input.reason) {
    throw new ApiError(400, BODY_CODES.validation, CONTRACT_MESSAGES.reasonRequired);
  }
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
}

function report(ctx: HandlerContext<'contractErrorReport'>, family: ContractFamily) {
  const session = requireSession(ctx.auth);
  const contract = existing(ctx, family, ctx.body.contractNumber);
  const at = new Date(ctx.deps.now()).toISOString();
  const id = insertErrorReport(ctx.deps.db, {
    contractNumber: contract.contractNumber,
    userId: session.userId,
    description: ctx.body.description,
    at,
  });
  return { reportId: `HB-${String(id).padStart(6, '0')}`, createdAt: at };
}

const pending = (ctx: HandlerContext, family: ContractFamily) =>
  listOf(pendingContracts(ctx.deps.db, scopeOf(ctx, family)));
const history = (ctx: HandlerContext, family: ContractFamily) =>
  listOf(contractHistory(ctx.deps.db, scopeOf(ctx, family)));
const content = (ctx: HandlerContext<'contractContent'>, family: ContractFamily) =>
  contractContent(existing(ctx, family, ctx.body.contractNumber));

export const contractHandlers = defineHandlers({
  approvalContracts: (ctx) => pending(ctx, 'STANDARD'),
  contractHistory: (ctx) => history(ctx, 'STANDARD'),
  contractContent: (ctx) => content(ctx, 'STANDARD'),
  contractApproveOrReject: (ctx) => decide(ctx, 'STANDARD'),
  contractDownload: (ctx) => download(ctx, 'STANDARD'),
  contractErrorReport: (ctx) => report(ctx, 'STANDARD'),
  istecepApprovalContracts: (ctx) => pending(ctx, 'ISTECEP'),
  istecepContractHistory: (ctx) => history(ctx, 'ISTECEP'),
  istecepContractContent: (ctx) => content(ctx, 'ISTECEP'),
  istecepContractApproveOrReject: (ctx) => decide(ctx, 'ISTECEP'),
  istecepContractDownload: (ctx) => download(ctx, 'ISTECEP'),
  istecepContractErrorReport: (ctx) => report(ctx, 'ISTECEP'),
});
