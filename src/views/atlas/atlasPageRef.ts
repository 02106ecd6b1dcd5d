import type { ActorRefFrom } from 'xstate';
import type { atlasPageMachine } from '../../machines/atlas/atlasPageMachine';

/** The atlas page machine's actor, as the analysis panel's parts read and tell it. */
export type AtlasPageRef = ActorRefFrom<typeof atlasPageMachine>;
