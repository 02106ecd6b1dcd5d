import type { Actor } from 'xstate';
import type { deactivationMachine } from '../../machines/lineDeactivation/deactivationMachine';

export type DeactivationRef = Actor<typeof deactivationMachine>;
