/** The pool check's form as it looks, shared by the form and its look-alike (PoolCheck.tsx). */
export const POOL_FORM_CLASS = 'mt-3 flex flex-col gap-2 sm:flex-row sm:items-start';
export const POOL_FIELD = {
  label: 'SIM kart numarası (ICCID)',
  inputMode: 'numeric',
  autoComplete: 'off',
  className: 'sm:w-96',
} as const;
export const POOL_BUTTON_CLASS = 'sm:mt-6';
