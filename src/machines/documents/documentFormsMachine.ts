import { callEndpoint } from '../../actors/http';
import type { DocumentFormList } from '../../api/documents/types';
import { createRequestMachine } from '../shared/requestMachine';

/** The document set of the company and what is on file (/set-document): a request/result pair. */
export const documentFormsMachine = createRequestMachine<DocumentFormList>('documentForms', (_, signal) =>
  callEndpoint('documentForms', { body: {} }, signal),
);
