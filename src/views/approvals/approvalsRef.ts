import type { ActorRefFrom } from 'xstate';
import type { approvalsMachine } from '../../machines/approvals/approvalsMachine';

/** The running approvals flow (the page's child), as the page's parts receive it. */
export type ApprovalsRef = ActorRefFrom<typeof approvalsMachine>;
