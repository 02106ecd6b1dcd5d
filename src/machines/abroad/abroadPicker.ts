import { callEndpoint } from '../../actors/http';
import { type AbroadFilter, type AbroadLine, MAX_ABROAD_PAGE } from '../../api/abroad/types';
import { compactFilter, pickerOver } from '../shared/linePicker/pagedLineSource';
import type { PickerLine } from '../shared/linePicker/types';

const toPickerLine = ({ callAbroad: _, ...line }: AbroadLine): PickerLine => line;

/** The line picker with the usage-abroad list row, provided once per page load. */
const picker = pickerOver<AbroadLine>({
  pageSize: MAX_ABROAD_PAGE,
  findPage: ({ text, filters, ...page }, signal) =>
    callEndpoint(
      'usageAbroadProductList',
      { body: { ...page, filter: compactFilter(text, filters) as AbroadFilter } },
      signal,
    ),
  resolvePage: (body, signal) => callEndpoint('usageAbroadProductList', { body }, signal),
  toPickerLine,
});

export const abroadPickerLogic = picker.logic;
export const ABROAD_PICKER_INPUT = picker.input;
