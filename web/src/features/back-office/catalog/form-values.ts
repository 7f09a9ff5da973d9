/** '3499000' or '3.499.000' (id-ID thousands) as a number; '' as missing; anything else as typed, for the schema to name. */
export const toNumber = (value: string): number | undefined => {
  const text = value.trim();
  if (text === '') return undefined;
  return Number(/^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text);
};

export const POS_BRAND_LABELS: Record<'grandlucky' | 'erafone', string> & Partial<Record<string, string>> = { grandlucky: 'Grand Lucky', erafone: 'Erafone' };
