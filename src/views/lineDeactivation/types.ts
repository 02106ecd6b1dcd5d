import type { ActorRefFrom } from 'xstate';
import type { deactivationMachine } from '../../machines/lineDeactivation/deactivationMachine';

export type DeactivationRef = ActorRefFrom<typeof deactivationMachine>;
