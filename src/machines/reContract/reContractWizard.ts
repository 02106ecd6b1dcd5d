/**
 * The wizard as the portal runs it: the pure chart with its drafts bound to the drafts service
 * (the wizard kit's binding). Its §3 events are emitted analytics effects (usePageActor sends them).
 */
import { bindWizardDrafts } from '../shared/wizard/bindWizardDrafts';
import { reContractDrafts } from './reContractDraft';
import { reContractMachine } from './reContractMachine';
import { toDraft } from './reContractSetup';

export const reContractWizard = reContractMachine.provide({
  actions: bindWizardDrafts(reContractDrafts, toDraft),
});
