import type { ActorRefFrom } from 'xstate';
import type { packageOrderMachine } from '../../machines/additionalPackage/packageOrderMachine';

export type OrderRef = ActorRefFrom<typeof packageOrderMachine>;
