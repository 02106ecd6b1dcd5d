import { callEndpoint } from '../../actors/http';
import { MAX_TARIFF_PAGE, type TariffFilter, type TariffLine } from '../../api/tariff/types';
import { compactFilter, pickerOver } from '../shared/linePicker/pagedLineSource';
import type { PickerLine } from '../shared/linePicker/types';

const toPickerLine = ({ tariffId: _, monthlyFee: __, ...line }: TariffLine): PickerLine => line;

/** The line picker with the tariff calls (the GSM table row), for the bulk change. */
const picker = pickerOver<TariffLine>({
  pageSize: MAX_TARIFF_PAGE,
  findPage: ({ text, filters, ...page }, signal) =>
    callEndpoint(
      'tariffGsmTable',
      { body: { ...page, filter: compactFilter(text, filters) as TariffFilter } },
      signal,
    ),
  resolvePage: (body, signal) => callEndpoint('tariffGsmTable', { body }, signal),
  toPickerLine,
});

export const tariffPickerLogic = picker.logic;
export const TARIFF_PICKER_INPUT = picker.input;
