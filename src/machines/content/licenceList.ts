import { getPortalFile } from '../../actors/http/portalFile';
import { createRequestMachine } from '../shared/requestMachine';

/** One package of the portal's bundle, as the build's open-source list holds it (scripts/vite/openSourcePlugin.ts). */
export interface OpenSourcePackage {
  name: string;
  version: string;
  license: string;
  licenseText: string;
}

/** The build writes the list next to the bundle under this name. */
export const OPEN_SOURCE_FILE = 'open-source-licenses.json';

/** Said when there is no list: a dev server has no bundle to list. */
export const NOT_GENERATED =
  'Açık kaynak listesi portal derlenirken oluşturulur; bu çalışma ortamında henüz oluşturulmamış.';

const isPackage = (p: unknown): p is OpenSourcePackage =>
  typeof p === 'object' &&
  p !== null &&
  ['name', 'version', 'license', 'licenseText'].every(
    (k) => typeof (p as Record<string, unknown>)[k] === 'string',
  );

/**
 * The build's list, a static file of the portal (not an API row) the HTTP actor reads from the
 * base path. A missing file (a dev server) or one of another shape says the list is not generated.
 */
export function openSourceListFrom(answer: unknown): OpenSourcePackage[] {
  if (!Array.isArray(answer) || !answer.every(isPackage)) throw new Error(NOT_GENERATED);
  return answer;
}

/** /open-source and /open-source-documents: every package shipped in the bundle with its licence. */
export const licenceListMachine = createRequestMachine<OpenSourcePackage[]>(
  'openSourceList',
  async (_: undefined, signal) => openSourceListFrom(await getPortalFile(OPEN_SOURCE_FILE, signal)),
);
