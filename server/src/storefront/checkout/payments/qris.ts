/**
 * A dynamic QRIS payload in the EMVCo merchant-presented format (ID "00"… with a CRC-16/CCITT-FALSE in
 * "63"), as the embedded gateway issues it. The merchant account is made up; a banking app would
 * decode it, our simulator's pay page is where it is paid.
 */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function qrisPayload(input: { reference: string; amount: number; merchantName: string; city: string }): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // dynamic: one payment, with its amount
    tlv('26', tlv('00', 'ID.LUMBUNG.SIM') + tlv('01', '936000000000000001') + tlv('02', input.reference.slice(0, 30)) + tlv('03', 'UMI')) +
    tlv('52', '5732') + // electronics stores
    tlv('53', '360') + // IDR
    tlv('54', String(input.amount)) +
    tlv('58', 'ID') +
    tlv('59', input.merchantName.slice(0, 25)) +
    tlv('60', input.city.slice(0, 15)) +
    tlv('62', tlv('01', input.reference.slice(0, 25)));
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Ccitt(withCrcTag);
}
