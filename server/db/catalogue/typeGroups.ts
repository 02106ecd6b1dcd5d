import type { ProductType } from './productTypes';

/** Which lines a package or SIM product is for, by product type. */
export const ALL_TYPES: readonly ProductType[] = ['VOICE', 'DATA', 'M2M'];
/** Lines people talk on. */
export const PEOPLE: readonly ProductType[] = ['VOICE'];
/** Lines with mobile data for people: voice and data lines, not M2M. */
export const MOBILE_DATA: readonly ProductType[] = ['VOICE', 'DATA'];
