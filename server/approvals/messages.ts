/** The sentences of the approval-procedure rows, in one place for review and for the tests. */
export const APPROVAL_MESSAGES = {
  approvalNotFound: 'Onayınızı bekleyen böyle bir işlem bulunamadı.',
  reasonRequired: 'Ret gerekçesi zorunludur.',
} as const;
