import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { linePickerMachine } from './linePickerMachine';
import { pickLinesMachine } from './pickLines';
import { makeLine, testChoices } from './testLines';
import type { PickerLine } from './types';

/** A page that spawns the dialog and records the events the dialog tells it. */
function pageWith(picker: typeof linePickerMachine) {
  const told: { lines: PickerLine[]; choice: string }[] = [];
  const dialog = pickLinesMachine({ logic: picker, input: {} }, (lines, choice) => ({
    type: 'lines.picked' as const,
    lines,
    choice,
  }));
  const page = setup({
    types: { events: {} as { type: 'lines.picked'; lines: PickerLine[]; choice: string } },
    actors: { dialog },
  }).createMachine({
    invoke: { id: 'dialog', src: 'dialog' },
    on: {
      'lines.picked': { actions: ({ event }) => told.push({ lines: event.lines, choice: event.choice }) },
    },
  });
  const actor = createActor(page).start();
  const ref = actor.getSnapshot().children.dialog!;
  return { actor, ref, told };
}

const quietPicker = linePickerMachine.provide({
  actors: {
    loadFilterChoices: fromPromise(async () => testChoices),
  },
});

describe('pickLinesMachine', () => {
  it('starts a fresh picker at each opening, with the lines given, and stops it on close', async () => {
    const { ref, told } = pageWith(quietPicker);
    expect(ref.getSnapshot().children.picker).toBeUndefined();
    const line = makeLine(1);
    ref.send({ type: 'user.open', chosen: [line] });
    const picker = ref.getSnapshot().children.picker!;
    expect([...picker.getSnapshot().context.chosen.keys()]).toEqual([line.msisdn]);
    ref.send({ type: 'user.close' });
    expect(ref.getSnapshot().value).toBe('closed');
    expect(ref.getSnapshot().children.picker).toBeUndefined();
    expect(picker.getSnapshot().status).toBe('stopped');
    ref.send({ type: 'user.open' });
    expect(ref.getSnapshot().children.picker).not.toBe(picker);
    expect(ref.getSnapshot().children.picker!.getSnapshot().context.chosen.size).toBe(0);
    expect(told).toEqual([]);
  });

  it('tells the page the chosen lines with the choice made at the opening, and closes', async () => {
    const { ref, told } = pageWith(quietPicker);
    const line = makeLine(2);
    ref.send({ type: 'user.open', chosen: [line], choice: 'T-42' });
    ref.getSnapshot().children.picker!.send({ type: 'user.done' });
    await waitFor(ref, (s) => s.matches('closed'));
    expect(told).toEqual([{ lines: [line], choice: 'T-42' }]);
  });

  it('closes without telling the page when the picker fails', async () => {
    const broken = setup({}).createMachine({
      entry: () => {
        throw new Error('broken picker');
      },
    }) as unknown as typeof linePickerMachine;
    const { ref, told } = pageWith(broken);
    ref.send({ type: 'user.open' });
    await waitFor(ref, (s) => s.matches('closed'));
    expect(told).toEqual([]);
  });
});
