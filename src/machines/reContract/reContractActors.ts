/**
 * The calls of the re-contract wizard, each a catalogue row, and the OTP child (the generic
 * confirmation family: purpose RE_CONTRACT, reference the chosen offer).
 */
import { httpActor } from '../../actors/http';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { reContractLinesLogic } from './reContractLinesMachine';

export const reContractActors = {
  /** The lines step's list, a child of the wizard while the step shows. */
  linesList: reContractLinesLogic,
  checkCampaign: httpActor('reContractCampaignController'),
  loadOffers: httpActor('reContractOfferActions'),
  loadAddons: httpActor('reContractAddons'),
  otp: confirmationOtpMachine,
  submit: httpActor('reContractSubmit'),
  loadDocument: httpActor('reContractDocumentControl'),
  acceptDocument: httpActor('reContractDocument'),
};
