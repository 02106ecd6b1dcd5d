import type { Actor } from 'xstate';
import type { packageOrderMachine } from '../../machines/additionalPackage/packageOrderMachine';

export type OrderRef = Actor<typeof packageOrderMachine>;
