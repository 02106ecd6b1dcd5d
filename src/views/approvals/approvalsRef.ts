import type { useActorRef } from '@xstate/react';
import type { approvalsMachine } from '../../machines/approvals/approvalsMachine';

/** The running approvals flow, as the page's parts receive it. */
export type ApprovalsRef = ReturnType<typeof useActorRef<typeof approvalsMachine>>;
