import type { ActorRefFrom } from 'xstate';
import type { tariffChangeMachine } from '../../machines/tariff/tariffChangeMachine';
import type { tariffHistoryMachine } from '../../machines/tariff/tariffHistoryMachine';

export type ChangeRef = ActorRefFrom<typeof tariffChangeMachine>;
export type HistoryRef = ActorRefFrom<typeof tariffHistoryMachine>;
