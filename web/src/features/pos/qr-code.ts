/**
 * A member's QR code holds the membership number, or a member-area link with ?number= (the /loyalty
 * QR). Either way the number is what the lookup needs.
 */
export function membershipNumberFromQr(raw: string): string {
  const text = raw.trim();
  try {
    const url = new URL(text);
    return url.searchParams.get('number')?.trim() || text;
  } catch {
    return text;
  }
}
