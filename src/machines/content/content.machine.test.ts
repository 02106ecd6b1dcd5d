import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import type { ContentPage } from '../../api/content/types';
import { contentPageMachine } from './contentPageMachine';
import { NOT_GENERATED, openSourceListFrom } from './licenceList';

const PAGE: ContentPage = {
  name: 'sss',
  title: 'Sıkça Sorulan Sorular',
  html: '<p>x</p>',
  updatedAt: '2026-11-24',
};
const notFound = new HttpError({
  message: 'Aradığınız sayfa bulunamadı.',
  kind: 'http',
  httpStatus: 404,
  code: 'NOT_FOUND',
});
const down = new HttpError({ message: 'Servis başarısız oldu.', kind: 'http', httpStatus: 500, code: '500' });

function run(outcomes: (ContentPage | Error)[]) {
  const asked: unknown[] = [];
  const machine = contentPageMachine.provide({
    actors: {
      load: fromPromise(async ({ input }) => {
        asked.push(input);
        const next = outcomes.shift()!;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  return { actor: createActor(machine, { input: { source: 'manager', name: 'sss' } }).start(), asked };
}

describe('contentPageMachine', () => {
  it('shows the page it asked for by source and name', async () => {
    const { actor, asked } = run([PAGE]);
    await waitFor(actor, (s) => s.hasTag('shown'));
    expect(actor.getSnapshot().context.page).toEqual(PAGE);
    expect(asked).toEqual([{ source: 'manager', name: 'sss' }]);
  });

  it('says "not found" for a 404 and offers no retry', async () => {
    const { actor } = run([notFound]);
    await waitFor(actor, (s) => s.hasTag('notFound'));
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(false);
  });

  it('keeps why another failure happened and loads again on retry', async () => {
    const { actor } = run([down, PAGE]);
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe('Servis başarısız oldu.');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.hasTag('shown'));
  });
});

describe('openSourceListFrom', () => {
  const list = [{ name: 'react', version: '19.3.1', license: 'MIT', licenseText: 'MIT License' }];

  it('takes the build’s list as it is', () => {
    expect(openSourceListFrom(list)).toEqual(list);
  });

  it('says the list is generated at build time when there is none, or not a list', () => {
    // The HTTP actor reads a missing file, or a dev server's index.html, as no answer.
    expect(() => openSourceListFrom(undefined)).toThrow(NOT_GENERATED);
    expect(() => openSourceListFrom({ name: 'x' })).toThrow(NOT_GENERATED);
    expect(() => openSourceListFrom([{ name: 'x' }])).toThrow(NOT_GENERATED);
  });
});
