export const TEMPLATE_NAME = 'sim-kart-siparisi-sablonu';

/** The import's results in the words of an order: rows join it, they are not saved anywhere yet. */
export const IMPORT_RESULT_TEXTS = {
  accepted: 'satır siparişe eklendi',
  refused: 'satır eklenemedi',
  retry: 'Eklenemeyen satırları düzelt',
};

export const LINK =
  'font-semibold text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';
