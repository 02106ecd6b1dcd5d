import { callEndpoint } from '../../actors/http';
import {
  type ExtraPacketFilter,
  type ExtraPacketLine,
  MAX_EXTRA_PACKET_PAGE,
} from '../../api/extraPacket/types';
import { compactFilter, pickerOver } from '../shared/linePicker/pagedLineSource';
import type { PickerLine } from '../shared/linePicker/types';

const toPickerLine = ({ allowed: _, ...line }: ExtraPacketLine): PickerLine => line;

/** The line picker over the extra packet list row (numbers, filters, a pasted list, a file). */
const picker = pickerOver<ExtraPacketLine>({
  pageSize: MAX_EXTRA_PACKET_PAGE,
  findPage: ({ text, filters, ...page }, signal) =>
    callEndpoint(
      'extraPacketLines',
      { body: { ...page, filter: compactFilter(text, filters) as ExtraPacketFilter } },
      signal,
    ),
  resolvePage: (body, signal) => callEndpoint('extraPacketLines', { body }, signal),
  toPickerLine,
});

export const extraPacketPickerLogic = picker.logic;
export const EXTRA_PACKET_PICKER_INPUT = picker.input;
