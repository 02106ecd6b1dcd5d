import { assertEvent, assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { HistoryDetail, SelectionCheck } from '../../api/lineDeactivation/types';
import { mayDo } from '../../lib/rights';
import { confirmedWriteGuards } from '../shared/confirmedWrite';
import { pickLinesMachine } from '../shared/linePicker/pickLines';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { deactivationActors } from './deactivationActors';
import {
  chosenReason,
  type DeactivationContext,
  type DeactivationEvent,
  type DownloadedFile,
  detailsBlocker,
  linesBlocker,
} from './deactivationContext';
import { DEACTIVATION_PICKER_INPUT, deactivationPickerLogic } from './deactivationPicker';
import { fileProblem } from './documentRules';

/** The invoke's error, as the storeFailure action takes it. */
export const failureOf = ({ event }: { event: { error: unknown } }) => event.error;

/** Types, actors, actions and guards of the deactivation chart (deactivationMachine.ts). */
export const deactivationSetup = setup({
  types: {
    context: {} as DeactivationContext,
    events: {} as DeactivationEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    ...deactivationActors,
    otp: confirmationOtpMachine,
    // "Kapatılacak hatları seç": the picker's lines replace the chosen ones.
    pickLines: pickLinesMachine(
      { logic: deactivationPickerLogic, input: DEACTIVATION_PICKER_INPUT },
      (lines) => ({
        type: 'lines.chosen' as const,
        lines,
      }),
    ),
  },
  actions: {
    /** Told to the page (lineDeactivationPageMachine.ts), whose history shows the new deactivation. */
    deactivated: (_, _result: HistoryDetail) => {},
    /** Told to the page, which hands the file to the browser (a `download` effect). */
    downloaded: (_, _file: DownloadedFile) => {},
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeResult: assign((_, result: HistoryDetail) => ({ result })),
  },
  guards: {
    hasLines: ({ context }) => linesBlocker(context) === undefined,
    /** No check, no SMS code and no write without the lineDeactivation group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'lineDeactivation', 'request'),
    someClosable: (_, check: SelectionCheck) => check.selectionId !== '',
    fileAcceptable: ({ event }) => {
      assertEvent(event, 'document.upload');
      return fileProblem(event.file) === undefined;
    },
    asksForDocument: ({ context, event }) => {
      assertEvent(event, 'document.upload');
      return chosenReason(context)?.documents.some((d) => d.documentType === event.documentType) ?? false;
    },
    hasDocumentAt: ({ context, event }) => {
      assertEvent(event, ['document.remove', 'document.download']);
      return event.index >= 0 && event.index < context.documents.length;
    },
    reasonChosen: ({ context }) => detailsBlocker(context)?.kind !== 'noReason',
    documentsComplete: ({ context }) => detailsBlocker(context)?.kind !== 'missingDocuments',
    ...confirmedWriteGuards,
  },
});
