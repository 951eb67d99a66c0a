/**
 * CSV per RFC 4180: a field holding a comma, quote or line break is quoted, quotes doubled. Text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so a cell such as
 * "=HYPERLINK(...)" stays text when the file is opened.
 */
export function csvField(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: (string | number | boolean)[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
