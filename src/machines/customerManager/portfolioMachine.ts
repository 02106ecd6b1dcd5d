import { assertEvent, assign, emit, setup } from 'xstate';
import { errorMessage } from '../../actors/http';
import type {
  AuthorizedPerson,
  PortfolioFilter,
  PortfolioPage,
  PortfolioType,
  RoleFilterMenu,
} from '../../api/customerManager/types';
import type { LoginResponse } from '../../api/types';
import { MANAGER_SESSION_KEY } from '../../lib/managerSession';
import { adoptLoginEffect, type PageEffect } from '../shared/page/pageEffects';
import { isManagerSessionLost, managerActors } from './managerActors';
import { MANAGER_PATHS } from './managerLoginMachine';

export const PORTFOLIO_PAGE_SIZE = 10;

export interface ChosenCompany {
  corporateNcst: string;
  corporateName: string;
}

export interface PortfolioContext {
  managerToken: string | null;
  portfolioType: PortfolioType;
  filter: PortfolioFilter;
  offset: number;
  page: PortfolioPage | undefined;
  error: string | undefined;
  company: ChosenCompany | undefined;
  /** The role filter of the authorized person list; undefined for every role. */
  role: string | undefined;
  persons: AuthorizedPerson[] | undefined;
  roles: RoleFilterMenu['roles'];
  personsError: string | undefined;
  loginError: string | undefined;
}

export type PortfolioEvent =
  | { type: 'user.selectPortfolio'; portfolioType: PortfolioType }
  | { type: 'user.filter'; filter: PortfolioFilter }
  | { type: 'user.page'; offset: number }
  | { type: 'user.retry' }
  | { type: 'user.selectCompany'; company: ChosenCompany }
  | { type: 'user.filterRole'; role: string | undefined }
  | { type: 'user.loginAs'; userId: number }
  | { type: 'user.closeCompany' }
  | { type: 'user.logout' };

/** A failed call's error, as guard `lost` takes it. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The manager's portfolio (/customer-manager/portfolio): without a manager session the page
 * goes to the manager login; PRIMARY and SECONDARY portfolios, filters and pages come from the
 * server; a company opens its authorized persons (filtered by role), and "Bu kişi adına giriş
 * yap" opens a company session whose login response the page hands to the portal's session
 * (adoptSession). A lost manager session (401) or the manager's logout forgets the manager
 * (clearManager) and goes back to the manager login. All three are effects the edge performs.
 */
export const portfolioMachine = setup({
  types: {
    context: {} as PortfolioContext,
    events: {} as PortfolioEvent,
    input: {} as { managerToken: string | null },
    emitted: {} as PageEffect,
  },
  actors: {
    portfolio: managerActors.portfolio,
    persons: managerActors.persons,
    customerToLogin: managerActors.customerToLogin,
  },
  guards: {
    hasManager: ({ context }) => Boolean(context.managerToken),
    // Used on the actors' error events only, which hand over their failure.
    lost: (_, error: unknown) => isManagerSessionLost(error),
  },
  actions: {
    /** Spec §4's clear action for the authorized person list. */
    clearPersons: assign({
      company: undefined,
      role: undefined,
      persons: undefined,
      roles: [],
      personsError: undefined,
      loginError: undefined,
    }),
    /** Spec §4's clear action for the customer-manager login: the stored manager is forgotten. */
    clearManager: emit({ type: 'storage', area: 'tab', key: MANAGER_SESSION_KEY, value: null }),
    adoptSession: emit((_, response: LoginResponse) => adoptLoginEffect(response)),
    navigate: emit((_, { to }: { to: string }) => ({ type: 'navigate' as const, to, replace: true })),
  },
}).createMachine({
  id: 'customerManagerPortfolio',
  context: ({ input }) => ({
    managerToken: input.managerToken,
    portfolioType: 'PRIMARY',
    filter: {},
    offset: 0,
    page: undefined,
    error: undefined,
    company: undefined,
    role: undefined,
    persons: undefined,
    roles: [],
    personsError: undefined,
    loginError: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'The page is the manager session’s: without one, the manager login.',
      always: [{ guard: 'hasManager', target: 'portfolio' }, { target: 'signedOut' }],
    },
    portfolio: {
      on: { 'user.logout': '#customerManagerPortfolio.signedOut' },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'portfolio',
            src: 'portfolio',
            input: ({ context }) => ({
              managerToken: context.managerToken ?? '',
              portfolioType: context.portfolioType,
              filter: context.filter,
              offset: context.offset,
              limit: PORTFOLIO_PAGE_SIZE,
            }),
            onDone: {
              target: 'ready',
              actions: assign({ page: ({ event }) => event.output, error: undefined }),
            },
            onError: [
              {
                guard: { type: 'lost', params: errorOf },
                target: '#customerManagerPortfolio.signedOut',
              },
              { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
            ],
          },
        },
        failed: {
          on: { 'user.retry': 'loading' },
        },
        ready: {
          tags: ['list'],
          on: {
            'user.selectPortfolio': {
              target: 'loading',
              actions: assign({ portfolioType: ({ event }) => event.portfolioType, offset: 0 }),
            },
            'user.filter': {
              target: 'loading',
              actions: assign({ filter: ({ event }) => event.filter, offset: 0 }),
            },
            'user.page': { target: 'loading', actions: assign({ offset: ({ event }) => event.offset }) },
            'user.selectCompany': {
              target: '#customerManagerPortfolio.company',
              actions: assign({ company: ({ event }) => event.company, role: undefined }),
            },
          },
        },
      },
    },
    company: {
      tags: ['list', 'company'],
      on: {
        'user.closeCompany': { target: '#customerManagerPortfolio.portfolio.ready', actions: 'clearPersons' },
        'user.logout': { target: '#customerManagerPortfolio.signedOut' },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['personsLoading'],
          invoke: {
            id: 'persons',
            src: 'persons',
            input: ({ context }) => ({
              managerToken: context.managerToken ?? '',
              corporateNcst: context.company?.corporateNcst ?? '',
              authorizedPersonType: context.role,
            }),
            onDone: {
              target: 'ready',
              actions: assign({
                persons: ({ event }) => event.output.list.items,
                roles: ({ event }) => event.output.roles,
                personsError: undefined,
              }),
            },
            onError: [
              {
                guard: { type: 'lost', params: errorOf },
                target: '#customerManagerPortfolio.signedOut',
              },
              {
                target: 'failed',
                actions: assign({ personsError: ({ event }) => errorMessage(event.error) }),
              },
            ],
          },
        },
        failed: {
          on: { 'user.retry': 'loading' },
        },
        ready: {
          on: {
            'user.filterRole': {
              target: 'loading',
              actions: assign({ role: ({ event }) => event.role, loginError: undefined }),
            },
            'user.loginAs': { target: 'loggingIn', actions: assign({ loginError: undefined }) },
          },
        },
        loggingIn: {
          tags: ['loggingIn'],
          invoke: {
            id: 'customerToLogin',
            src: 'customerToLogin',
            input: ({ context, event }) => {
              assertEvent(event, 'user.loginAs');
              return {
                managerToken: context.managerToken ?? '',
                corporateNcst: context.company?.corporateNcst ?? '',
                userId: event.userId,
              };
            },
            onDone: {
              target: '#customerManagerPortfolio.adopted',
              actions: { type: 'adoptSession', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'lost', params: errorOf },
                target: '#customerManagerPortfolio.signedOut',
              },
              { target: 'ready', actions: assign({ loginError: ({ event }) => errorMessage(event.error) }) },
            ],
          },
        },
      },
    },
    adopted: {
      description: 'The company session is the portal’s now; the manager session stays for the way back.',
      type: 'final',
      // The root's rules (spec §2) pick terms, corporate selection or the dashboard, as after a login.
      entry: ['clearPersons', { type: 'navigate', params: { to: '/' } }],
    },
    signedOut: {
      type: 'final',
      entry: ['clearPersons', 'clearManager', { type: 'navigate', params: { to: MANAGER_PATHS.login } }],
    },
  },
});
