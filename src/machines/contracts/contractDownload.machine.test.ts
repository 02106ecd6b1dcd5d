import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import { CONTRACT_DOWNLOAD_PURPOSE } from '../../api/contracts/types';
import type { OtpInput, OtpOutput } from '../shared/otp/otpMachine';
import {
  type ContractDownloadOutput,
  contractDownloadMachine,
  type DownloadedContract,
  downloadFileName,
} from './contractDownloadMachine';
import { contractFixture, deferred } from './contractTestKit';

const contract = contractFixture();
type DownloadInput = { family: string; body: Record<string, unknown> };

/** The machine with a fake download call (answers in order) and a fake OTP child. */
function start(
  replies: (() => Promise<unknown>)[],
  otp: OtpOutput = { status: 'validated', result: {}, transactionId: 'tx-9' },
) {
  const downloads: DownloadInput[] = [];
  const otpInputs: OtpInput[] = [];
  const saved: DownloadedContract[] = [];
  const otpGate = deferred<OtpOutput>();
  const machine = contractDownloadMachine.provide({
    actors: {
      download: fromPromise(async ({ input }) => {
        downloads.push(input as unknown as DownloadInput);
        const reply = replies.shift();
        if (!reply) throw new Error('no reply left');
        // The fakes may answer outside the row's type: the machine must cope with any reply.
        return (await reply()) as never;
      }),
      otp: fromPromise(async ({ input }) => {
        otpInputs.push(input as OtpInput);
        return otpGate.promise;
      }) as never,
    },
    actions: { saveFile: (_, file) => saved.push(file) },
  });
  const actor = createActor(machine, { input: { family: 'ISTECEP', contract } }).start();
  return { actor, downloads, otpInputs, saved, finishOtp: () => otpGate.resolve(otp) };
}

const pdf = () => new File(['%PDF-1.4 sözleşme'], 'sozlesme-4310807200.pdf', { type: 'application/pdf' });

describe('contractDownloadMachine', () => {
  it('posts contractNumber as barcode, filenetId as fileNetId and fileId as docId on its family row', async () => {
    const { actor, downloads } = start([async () => pdf()]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(downloads).toEqual([
      {
        family: 'ISTECEP',
        body: { barcode: contract.contractNumber, fileNetId: contract.filenetId, docId: contract.fileId },
      },
    ]);
  });

  it('isFile: a blob is saved under the name the response gave it, then released', async () => {
    const { actor, saved } = start([async () => pdf()]);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('sozlesme-4310807200.pdf');
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.4 sözleşme');
    expect(done.context.file).toBeUndefined();
    expect(done.output).toEqual<ContractDownloadOutput>({
      status: 'saved',
      contractNumber: contract.contractNumber,
      fileName: 'sozlesme-4310807200.pdf',
    });
  });

  it('a blob without a name is saved as sozlesme-<number>.pdf', () => {
    expect(downloadFileName(new Blob(['x']), '4000000001')).toBe('sozlesme-4000000001.pdf');
    expect(downloadFileName(new File(['x'], 'belge.pdf'), '4000000001')).toBe('belge.pdf');
  });

  it('needsOtp: otpRequired runs the OTP child for this contract, then downloads again with the transactionId', async () => {
    const { actor, downloads, otpInputs, saved, finishOtp } = start([
      async () => ({ otpRequired: true }),
      async () => pdf(),
    ]);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(otpInputs).toEqual([{ purpose: CONTRACT_DOWNLOAD_PURPOSE, reference: contract.contractNumber }]);
    expect(saved).toHaveLength(0);
    finishOtp();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(downloads[1]?.body).toMatchObject({ barcode: contract.contractNumber, transactionId: 'tx-9' });
    expect(saved).toHaveLength(1);
    // The validation was spent with that call: nothing of it stays behind.
    expect(done.context.transactionId).toBeUndefined();
    expect((done.output as ContractDownloadOutput).status).toBe('saved');
  });

  it('isValidated fails: closing the OTP dialog cancels the download and drops the validation', async () => {
    const { actor, downloads, finishOtp } = start([async () => ({ otpRequired: true })], {
      status: 'cancelled',
    });
    await waitFor(actor, (s) => s.matches('confirming'));
    finishOtp();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'cancelled', contractNumber: contract.contractNumber });
    expect(done.context.transactionId).toBeUndefined();
    expect(downloads).toHaveLength(1);
  });

  it('needsOtp is false once a code was validated: a second otpRequired fails instead of looping', async () => {
    const { actor, finishOtp } = start([
      async () => ({ otpRequired: true }),
      async () => ({ otpRequired: true }),
    ]);
    await waitFor(actor, (s) => s.matches('confirming'));
    finishOtp();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({
      status: 'failed',
      contractNumber: contract.contractNumber,
      message: undefined,
      shownByShell: false,
    });
  });

  it('a JSON reply that is neither file nor otpRequired fails with its own message (nobody else showed one)', async () => {
    const { actor } = start([async () => ({ something: 'else' })]);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'failed', message: undefined, shownByShell: false });
  });

  it('a JSON error (status code other than "0") fails with its message, already shown by the HTTP layer', async () => {
    const { actor } = start([
      async () => {
        throw new HttpError({
          message: 'Sözleşme bulunamadı.',
          kind: 'body',
          httpStatus: 200,
          code: 'CONTRACT_NOT_FOUND',
        });
      },
    ]);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({
      status: 'failed',
      message: 'Sözleşme bulunamadı.',
      shownByShell: true,
    });
  });

  it('an aborted call was not announced, so the page may say so itself', async () => {
    const { actor } = start([
      async () => {
        throw new HttpError({ message: 'İstek iptal edildi.', kind: 'transport', code: 'aborted' });
      },
    ]);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'failed', shownByShell: false });
  });

  it('an OTP child that fails ends the download as failed', async () => {
    const machine = contractDownloadMachine.provide({
      actors: {
        download: fromPromise(async () => ({ otpRequired: true }) as unknown) as never,
        otp: fromPromise(async () => {
          throw new Error('boom');
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { family: 'STANDARD', contract } }).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'failed', message: undefined });
  });
});
