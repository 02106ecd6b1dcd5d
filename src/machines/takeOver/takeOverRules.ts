/**
 * Pure rules of the take-over wizard, kept apart from the chart so each is tested on its own.
 */
import type { ContactValidityResult, TakeOverValidation, TariffGroup } from '../../api/takeOver/types';

/** How often the wizard asks whether the transferring party has answered, in ms (2 to 10 s). */
export function approvalPollMs(validation: TakeOverValidation | null): number {
  const wait = validation?.approval.waitSeconds ?? 5;
  return Math.min(10, Math.max(2, wait)) * 1000;
}

export const approved = (validation: TakeOverValidation) =>
  validation.approval.status === 'APPROVED' && validation.canContinue;

export const rejected = (validation: TakeOverValidation) =>
  validation.approval.status === 'REJECTED' ||
  (validation.approval.status === 'APPROVED' && !validation.canContinue);

/** An accepted contact check opened an order the wizard goes on with. */
export const contactAccepted = (result: ContactValidityResult) => result.valid && result.order !== undefined;

/** Every line of every group has one of its group's tariffs. */
export function completeSelections(
  groups: readonly TariffGroup[],
  selections: Record<string, string>,
): boolean {
  return groups.every((group) =>
    group.msisdnList.every((msisdn) => group.tariffs.some((t) => t.id === selections[msisdn])),
  );
}

/** The choices as the tariff row takes them, in the order of the groups. */
export const selectionList = (groups: readonly TariffGroup[], selections: Record<string, string>) =>
  groups.flatMap((group) =>
    group.msisdnList.map((msisdn) => ({ msisdn, tariffId: selections[msisdn] ?? '' })),
  );
