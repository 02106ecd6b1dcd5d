import { createActor, fromPromise, waitFor } from 'xstate';
import type { Survey } from '../../api/customer/types';
import { surveyMachine } from './surveyMachine';

const SURVEY: Survey = {
  surveyId: 's1',
  title: 'Anket',
  questions: [
    { id: 'a', text: 'A?', options: [{ value: '1', label: 'Bir' }] },
    { id: 'b', text: 'B?', options: [{ value: '2', label: 'İki' }] },
  ],
};

function survey(displayed: boolean, save: () => Promise<unknown> = async () => ({ saved: true })) {
  const markDisplayed = vi.fn();
  const actor = createActor(
    surveyMachine.provide({
      actors: { getSurvey: fromPromise(async () => SURVEY), saveSurvey: fromPromise(save) } as never,
    }),
    { input: { displayed } },
  );
  // The edge forwards the session effect; here the test stands for it.
  actor.on('session', (effect) => effect.event.type === 'survey.displayed' && markDisplayed());
  actor.start();
  return { actor, markDisplayed };
}

describe('survey machine', () => {
  it('stays closed when the login response says it was displayed', () => {
    const { actor, markDisplayed } = survey(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(markDisplayed).not.toHaveBeenCalled();
  });

  it('opens once, tells the session, and sends only when every question is answered', async () => {
    const { actor, markDisplayed } = survey(false);
    await waitFor(actor, (s) => s.matches('open'));
    expect(markDisplayed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.answer', questionId: 'a', value: '1' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.answer', questionId: 'b', value: '2' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('thanked'));
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the answers and shows the error when saving fails', async () => {
    const { actor } = survey(false, async () => {
      throw new Error('Kaydedilemedi.');
    });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'user.answer', questionId: 'a', value: '1' });
    actor.send({ type: 'user.answer', questionId: 'b', value: '2' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('open') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Kaydedilemedi.',
      answers: { a: '1', b: '2' },
    });
  });

  it('tells the session by an effect of its own: nothing to provide, the edge forwards it', async () => {
    const actor = createActor(
      surveyMachine.provide({ actors: { getSurvey: fromPromise(async () => SURVEY) } as never }),
      { input: { displayed: false } },
    );
    const effects: unknown[] = [];
    actor.on('*', (effect) => effects.push(effect));
    actor.start();
    await waitFor(actor, (s) => s.matches('open'));
    expect(effects).toEqual([{ type: 'session', event: { type: 'survey.displayed' } }]);
  });
});
