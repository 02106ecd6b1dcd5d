/**
 * The wizard as the portal runs it: the pure chart with its drafts bound to the drafts service
 * (the wizard kit's binding). Tests bind their own.
 */
import { bindWizardDrafts } from '../shared/wizard/bindWizardDrafts';
import { takeOverDrafts } from './takeOverDraft';
import { takeOverMachine } from './takeOverMachine';
import { toDraft } from './takeOverSetup';

export const takeOverWizard = takeOverMachine.provide({ actions: bindWizardDrafts(takeOverDrafts, toDraft) });
