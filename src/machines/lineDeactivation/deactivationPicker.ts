import { callEndpoint } from '../../actors/http';
import {
  type DeactivationFilter,
  type DeactivationLine,
  MAX_DEACTIVATION_PAGE,
} from '../../api/lineDeactivation/types';
import { compactFilter, pickerOver } from '../shared/linePicker/pagedLineSource';
import type { PickerLine } from '../shared/linePicker/types';

const toPickerLine = (line: DeactivationLine): PickerLine => line;

/** The line picker with the line-deactivation calls (the product selection row). */
const picker = pickerOver<DeactivationLine>({
  pageSize: MAX_DEACTIVATION_PAGE,
  // The product selection row has no roaming filter.
  findPage: ({ text, filters: { roaming: _, ...filters }, ...page }, signal) =>
    callEndpoint(
      'lineDeactivationProductSelection',
      { body: { ...page, filter: compactFilter(text, filters) as DeactivationFilter } },
      signal,
    ),
  resolvePage: (body, signal) => callEndpoint('lineDeactivationProductSelection', { body }, signal),
  toPickerLine,
});

export const deactivationPickerLogic = picker.logic;
export const DEACTIVATION_PICKER_INPUT = picker.input;
