/**
 * UPI payment details (issue 32 item 5). The app never handles money: it only shows the couple's own UPI ID as a
 * `upi://pay` address (and its QR code) that a guest's UPI app opens. The database checks the same pattern
 * (supabase/migrations/…_gift_funds.sql).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,200}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** `upi://pay?pa=<id>&pn=<payee>&cu=<currency>`, its values encoded by URLSearchParams's rules. */
export function upiPayUri(upiId: string, payeeName: string, currency: string): string {
  return `upi://pay?${new URLSearchParams({ pa: upiId, pn: payeeName, cu: currency }).toString()}`;
}

/** Only an https address is the couple's payment link: a javascript:, data: or plain http one is refused. */
export function httpsUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https:\/\//i.test(trimmed) || /\s/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
