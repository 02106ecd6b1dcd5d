/** Data amounts are megabytes: a gigabyte is 1,024 of them. */
export const GB = 1024;
