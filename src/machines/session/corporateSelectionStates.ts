import { assertEvent, assign, sendTo } from 'xstate';
import type { EasyLoginCorporate } from '../../api/types';
import { applyCorporateChange } from '../../lib/sessionSnapshot';
import { PATHS } from './sessionEvents';
import { sessionSetup } from './sessionSetup';

/**
 * Corporate selection (spec §2): the person picks the company to work in (and may keep one as
 * the default); a switch replaces the session and reloads the rights. Also the header switcher's
 * way to another company. A child of the session router's flow.
 */
/** Setting or clearing the default company answers the new list: shown and kept; a refusal is said on the page. */
const defaultChanged = {
  onDone: {
    target: 'choosing',
    actions: [
      {
        type: 'applyCorporateList' as const,
        params: ({ event }: { event: { output: { easyLoginCorporateList: EasyLoginCorporate[] } } }) => ({
          list: event.output.easyLoginCorporateList,
        }),
      },
      'persistSession' as const,
    ],
  },
  onError: {
    target: 'choosing',
    actions: {
      type: 'showFormError' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
};

export const corporateSelectionState = sessionSetup.createStateConfig({
  tags: ['view:corporateSelection'],
  entry: assign({ formError: undefined }),
  on: {
    'user.menuSelected': {
      target: 'ready',
      actions: [
        'reportMenuSelection',
        { type: 'navigate', params: ({ event }) => ({ to: event.menuUrl, push: true }) },
      ],
    },
    'route.changed': [
      { guard: 'isCorporatePath', actions: 'assignPath' },
      {
        guard: 'isEntryPath',
        target: 'ready',
        actions: ['assignPath', { type: 'navigate', params: { to: PATHS.dashboard } }],
      },
      { target: 'ready', actions: 'assignPath' },
    ],
  },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'user.selectCorporate': [
          {
            guard: 'isCurrentCorporate',
            target: '#session.authenticated.flow.ready',
            actions: [
              {
                type: 'navigate',
                params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }),
              },
              'clearReferer',
              'persistSession',
            ],
          },
          { target: 'switching' },
        ],
        'user.setDefaultCorporate': {
          guard: 'isOtherCorporateThanDefault',
          target: 'settingDefault',
        },
        'user.clearDefaultCorporate': { guard: 'hasDefaultCorporate', target: 'clearingDefault' },
      },
    },
    switching: {
      // The whole page is replaced: the loader overlay says something is happening.
      tags: ['busy', 'loader'],
      invoke: {
        id: 'changeCorporate',
        src: 'changeCorporate',
        input: ({ event }) => {
          assertEvent(event, 'user.selectCorporate');
          return { body: { corporateNcst: event.corporateNcst } };
        },
        onDone: {
          target: '#session.authenticated.flow.ready',
          actions: [
            assign({
              session: ({ context, event }) => applyCorporateChange(context.session, event.output),
            }),
            // Another company, other rights: nothing of the old ones may hold.
            sendTo('rights', { type: 'rights.reload' }),
            // Corporate selection is a login step (spec §2): a stored referer comes
            // next and is cleared; without one, the dashboard.
            {
              type: 'navigate',
              params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }),
            },
            'clearReferer',
            'persistSession',
          ],
        },
        onError: {
          target: 'choosing',
          actions: { type: 'showFormError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'defaultHoldingSet',
        src: 'defaultHoldingSet',
        input: ({ event }) => {
          assertEvent(event, 'user.setDefaultCorporate');
          return { body: { corporateNcst: event.corporateNcst } };
        },
        ...defaultChanged,
      },
    },
    clearingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'defaultHoldingDelete',
        src: 'defaultHoldingDelete',
        ...defaultChanged,
      },
    },
  },
});
