/** '' as missing (null), '12.5' or '3.499.000' (id-ID thousands) as a number, anything else as typed for the schema to name. */
export function numberOrNull(value: string): number | null | string {
  const text = value.trim();
  if (text === '') return null;
  const plain = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text.replace(',', '.');
  const n = Number(plain);
  return Number.isFinite(n) ? n : text;
}
