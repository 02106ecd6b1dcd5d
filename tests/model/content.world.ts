import type { EventObject, SnapshotFrom } from 'xstate';
import type { contentPageMachine } from '../../src/machines/content/contentPageMachine';
import type { licenceListMachine } from '../../src/machines/content/licenceList';

export type ContentSnapshot = SnapshotFrom<typeof contentPageMachine>;
export type LicenceSnapshot = SnapshotFrom<typeof licenceListMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';

/** The seeded hostile page: its text must show, nothing in it may run. */
export const HOSTILE = { name: 'guvenlik-duyurusu', title: 'Güvenlik Duyurusu' };
export const HOSTILE_PATH = `/dc_ccsi/v1/pages/${HOSTILE.name}/content`;

/** What the model's open-source list answers with (a build writes the real one). */
export const LICENCES = [
  {
    name: 'react',
    version: '19.3.1',
    license: 'MIT',
    licenseText: 'MIT License\n\nCopyright (c) Meta Platforms, Inc.',
  },
  { name: 'xstate', version: '5.33.3', license: 'MIT', licenseText: 'The MIT License (MIT)' },
];

const httpError = (httpStatus: number) =>
  Object.assign(new Error('Servis başarısız oldu.'), { httpStatus, code: String(httpStatus) });

/** The page answers, is unknown (404) or fails (500); a failure is retried. */
export function contentEvents(s: ContentSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: {} },
    { type: 'xstate.error.actor.load', error: httpError(404), notFound: true },
    { type: 'xstate.error.actor.load', error: httpError(500) },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

/** The list answers or is missing; a missing list is asked for again. */
export function licenceEvents(s: LicenceSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: LICENCES },
    { type: 'xstate.error.actor.load', error: new Error('yok') },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeValue = (s: { value: unknown }) => JSON.stringify(s.value);
