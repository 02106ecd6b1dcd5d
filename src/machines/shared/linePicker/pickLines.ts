import { type ActorRefFrom, assign, type EventObject, sendParent, setup } from 'xstate';
import type { linePickerMachine } from './linePickerMachine';
import type { LinePickerInput } from './machineTypes';
import type { PickerLine } from './types';

export type PickLinesEvent =
  /**
   * The button: the dialog opens with a fresh picker, holding the lines the page has chosen; a
   * choice made beside the button (the tariff the lines move to) comes back with the lines.
   */
  | { type: 'user.open'; chosen?: PickerLine[]; choice?: string }
  /** "Vazgeç", Escape or a click outside: the picker stops, nothing changes on the page. */
  | { type: 'user.close' };

/** A page's picker: its calls (`pickerOver(...)` or `companyLinesPicker`) and their input. */
export interface PagePicker {
  logic: typeof linePickerMachine;
  input: LinePickerInput;
}

/**
 * The "choose lines" dialog of a page, as a child its page machine spawns: closed, or open with
 * the line picker as its own child (started at each opening, stopped at each close). The
 * picker's lines go to the page as the page's own event (`chosen(lines)`), so the page's chart
 * decides what they do; the dialog view renders the picker child and sends open and close.
 */
export function pickLinesMachine<TPageEvent extends EventObject>(
  picker: PagePicker,
  chosen: (lines: PickerLine[], choice: string) => TPageEvent,
) {
  return setup({
    types: {
      context: {} as { preset: PickerLine[]; choice: string },
      events: {} as PickLinesEvent,
      children: {} as { picker: 'picker' },
    },
    actors: { picker: picker.logic },
    actions: {
      tellPage: sendParent(({ context }, lines: PickerLine[]) => chosen(lines, context.choice)),
    },
  }).createMachine({
    id: 'pickLines',
    context: { preset: [], choice: '' },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'user.open': {
            target: 'open',
            actions: assign(({ event }) => ({ preset: event.chosen ?? [], choice: event.choice ?? '' })),
          },
        },
      },
      open: {
        invoke: {
          id: 'picker',
          src: 'picker',
          input: ({ context }) => ({ ...picker.input, chosen: context.preset }),
          onDone: {
            description: '"Seçimi tamamla": the lines go to the page and the dialog closes.',
            target: 'closed',
            actions: { type: 'tellPage', params: ({ event }) => event.output.lines },
          },
          onError: 'closed',
        },
        on: { 'user.close': 'closed' },
      },
    },
  });
}

export type PickLinesRef = ActorRefFrom<ReturnType<typeof pickLinesMachine>>;
