/**
 * Pure rules of the new-line wizard (spec §3 new-line state, §4), kept apart from the chart so
 * each is tested on its own.
 */
import type {
  ContactValidationRequest,
  CreateOrderResponse,
  EsimProfile,
  ExistingNumber,
  FlexibleGsmList,
  FlexibleGsmListResponse,
  NewLineOptions,
  NewLineProductType,
  SelectedSimGroup,
  SimAssignment,
  SimType,
  SimValidationEntry,
} from '../../api/newLine/types';
import type { DRAFT_DROPPED } from '../shared/wizard/wizardDrafts';
import type { WizardLine } from './newLineDraft';

export type { WizardLine };

/** What the product step's form sends: how many lines of each type, on which tariff. */
export interface ProductChoice {
  productType: NewLineProductType;
  count: number;
  tariffId: string;
  packageId: string;
}

export interface NumberChoice {
  hasNumber: boolean;
  selectVoiceLineForMe: boolean;
  selectDataLineForMe: boolean;
  /** lineKey → chosen number ('' when the system chooses). */
  picks: Record<string, string>;
}

export type SimChoice = Record<string, { simType: SimType; iccid: string }>;

/** Spec §4: the numbers of SIMs marked invalid are collected as errorNumbers (their ICCIDs). */
export function collectErrorNumbers(list: readonly SimValidationEntry[]): string[] {
  return list.filter((entry) => !entry.valid).map((entry) => entry.iccid);
}

/** Spec §4: storing a selected SIM list drops the groups with no entries. */
export function dropEmptySimGroups(groups: readonly SelectedSimGroup[]): SelectedSimGroup[] {
  return groups.filter((group) => group.entries.length > 0);
}

/** The lines' SIMs grouped by type (physical first), empty groups dropped. */
export function selectedSimList(lines: readonly WizardLine[]): SelectedSimGroup[] {
  const group = (simType: SimType): SelectedSimGroup => ({
    simType,
    entries: lines
      .filter((line) => line.simType === simType && line.iccid)
      .map((line): SimAssignment => ({ msisdn: line.msisdn, simType, iccid: line.iccid })),
  });
  return dropEmptySimGroups([group('PHYSICAL'), group('ESIM')]);
}

/** Spec §4: creating an order stores orderId as text, empty text if missing. */
export function orderIdText(response: CreateOrderResponse | null | undefined): string {
  const id = (response as { orderId?: unknown } | null | undefined)?.orderId;
  return id === undefined || id === null ? '' : String(id);
}

/**
 * Spec §4: a flexible GSM list update with a type replaces the product list in the existing
 * data (everything else is kept); an update without a type replaces the whole list.
 */
export function applyFlexibleGsmListUpdate(
  existing: FlexibleGsmList,
  update: Partial<FlexibleGsmListResponse> & { productList: EsimProfile[] },
): FlexibleGsmList {
  if (!update.type) return { type: null, productList: update.productList, byType: {} };
  return {
    ...existing,
    type: update.type,
    productList: update.productList,
    byType: { ...existing.byType, [update.type]: update.productList },
  };
}

export const EMPTY_FLEXIBLE_LIST: FlexibleGsmList = { type: null, productList: [], byType: {} };

/** The product step's choices as lines; lines that already existed keep their number and SIM. */
export function linesFromChoices(
  choices: readonly ProductChoice[],
  previous: readonly WizardLine[],
): WizardLine[] {
  return choices.flatMap((choice) =>
    Array.from({ length: Math.max(0, choice.count) }, (_, i): WizardLine => {
      const key = `${choice.productType}-${i + 1}`;
      const before = previous.find((line) => line.key === key);
      return {
        key,
        productType: choice.productType,
        tariffId: choice.tariffId,
        packageId: choice.packageId,
        msisdn: before?.msisdn ?? '',
        simType: before?.simType ?? 'PHYSICAL',
        iccid: before?.iccid ?? '',
      };
    }),
  );
}

/**
 * What keeps the product step's Devam shut, for the view to say next to it: no line counted, a
 * count above what the product allows, or a tariff or package not offered.
 */
export type ProductChoiceProblem = 'noLines' | 'tooMany' | 'notOffered';

export function productChoiceProblem(
  choices: readonly ProductChoice[],
  options: Partial<Record<NewLineProductType, NewLineOptions>>,
): ProductChoiceProblem | undefined {
  const chosen = choices.filter((c) => c.count > 0);
  if (chosen.length === 0) return 'noLines';
  for (const c of chosen) {
    const o = options[c.productType];
    if (o === undefined) return 'notOffered';
    if (c.count > o.maxLines) return 'tooMany';
    if (!o.tariffs.some((t) => t.id === c.tariffId)) return 'notOffered';
    if (c.packageId !== '' && !o.packages.some((p) => p.id === c.packageId)) return 'notOffered';
  }
  return undefined;
}

export function isValidProductChoice(
  choices: readonly ProductChoice[],
  options: Partial<Record<NewLineProductType, NewLineOptions>>,
): boolean {
  return productChoiceProblem(choices, options) === undefined;
}

/** Whether the system chooses the number of a line (select for me; M2M always). */
export function systemChooses(line: Pick<WizardLine, 'productType'>, choice: NumberChoice): boolean {
  if (line.productType === 'M2M') return true;
  return line.productType === 'VOICE' ? choice.selectVoiceLineForMe : choice.selectDataLineForMe;
}

const distinct = (values: string[]) => new Set(values).size === values.length;

/** Keep numbers: every line gets a different unused company number of its own type. */
export function isCompleteExistingChoice(
  lines: readonly WizardLine[],
  choice: NumberChoice,
  existing: readonly ExistingNumber[],
): boolean {
  const picks = lines.map((line) => choice.picks[line.key] ?? '');
  return (
    choice.hasNumber &&
    lines.length > 0 &&
    distinct(picks) &&
    lines.every((line, i) =>
      existing.some((n) => n.msisdn === picks[i] && n.productType === line.productType),
    )
  );
}

/** New numbers: each line the person picks for has a distinct pick; the rest the system chooses. */
export function isCompleteNewChoice(lines: readonly WizardLine[], choice: NumberChoice): boolean {
  if (choice.hasNumber || lines.length === 0) return false;
  const picked = lines
    .filter((line) => !systemChooses(line, choice))
    .map((line) => choice.picks[line.key] ?? '');
  return picked.every(Boolean) && distinct(picked);
}

export function isCompleteSimChoice(lines: readonly WizardLine[], sims: SimChoice): boolean {
  const iccids = lines.map((line) => sims[line.key]?.iccid ?? '');
  return lines.length > 0 && iccids.every(Boolean) && distinct(iccids);
}

export const hasType = (lines: readonly WizardLine[], type: NewLineProductType) =>
  lines.some((line) => line.productType === type);

/** Remaining reservation time as "mm:ss" (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export interface PricedLine {
  line: WizardLine;
  tariffName: string;
  packageName: string;
  monthlyFee: number;
}

/** Each line with its tariff (and package) name and monthly fee, for the summary. */
export function priceLines(
  lines: readonly WizardLine[],
  options: Partial<Record<NewLineProductType, NewLineOptions>>,
): PricedLine[] {
  return lines.map((line) => {
    const o = options[line.productType];
    const tariff = o?.tariffs.find((t) => t.id === line.tariffId);
    const pack = o?.packages.find((p) => p.id === line.packageId);
    return {
      line,
      tariffName: tariff?.name ?? '',
      packageName: pack?.name ?? '',
      monthlyFee: Math.round(((tariff?.monthlyFee ?? 0) + (pack?.monthlyFee ?? 0)) * 100) / 100,
    };
  });
}

/** What happened to the wizard that the person is told about (the view says it in Turkish). */
/** What happened to the wizard that the person is told about; `draftDropped` is the kit's. */
export type WizardNotice = '' | 'reservationExpired' | typeof DRAFT_DROPPED;

/**
 * The contact before the details step set it. Every way to the contact check and the order
 * passes that step (or restores it), so this only keeps the types honest.
 */
export const NO_CONTACT: ContactValidationRequest = { contactName: '', contactPhone: '', email: '' };
