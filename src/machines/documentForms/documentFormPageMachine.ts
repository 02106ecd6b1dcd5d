/**
 * /document-form: the document forms of the company (documents feature's row) with, for each,
 * the request types that take it back as their document (the request menu's `formIds`), so the
 * page can offer "Doldurup gönder". Without the menu the forms still show, without that link.
 */
import { callEndpoint } from '../../actors/http';
import type { DocumentFormList } from '../../api/documentsTypes';
import { createRequestMachine } from '../shared/requestMachine';

export interface DocumentFormsPage {
  forms: DocumentFormList['forms'];
  /** formId → the request that takes the filled form: its page name and title. */
  sendBack: Record<string, { pageName: string; title: string }>;
}

export const documentFormPageMachine = createRequestMachine<DocumentFormsPage, undefined>(
  'documentFormPage',
  async (_, signal) => {
    const [list, menu] = await Promise.all([
      callEndpoint('documentForms', {}, signal),
      callEndpoint('requestSubmittingMenu', {}, signal).catch(() => undefined),
    ]);
    const sendBack: DocumentFormsPage['sendBack'] = {};
    for (const item of menu?.groups.flatMap((g) => g.items) ?? [])
      for (const formId of item.formIds) sendBack[formId] ??= { pageName: item.pageName, title: item.title };
    return { forms: list.forms, sendBack };
  },
);
