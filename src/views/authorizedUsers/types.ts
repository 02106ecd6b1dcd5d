import type { ActorRefFrom } from 'xstate';
import type { permissionEditMachine } from '../../machines/authorizedUsers/permissionEditMachine';

export type PermissionEditRef = ActorRefFrom<typeof permissionEditMachine>;
