import { downloadBlob, downloadText } from './download';

describe('downloads', () => {
  let made: Blob[];
  let clicked: { href: string; download: string }[];
  let revoked: string[];
  beforeEach(() => {
    made = [];
    clicked = [];
    revoked = [];
    URL.createObjectURL = (blob: Blob) => (made.push(blob), `blob:test/${made.length}`);
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves a blob under its file name through a link that is gone afterwards', () => {
    downloadBlob(new Blob(['png'], { type: 'image/png' }), 'invitation.png');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'invitation.png' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('lets the file go a minute later, once the browser has had time to read it', () => {
    vi.useFakeTimers();
    try {
      downloadBlob(new Blob(['%PDF']), 'contract.pdf');
      vi.advanceTimersByTime(59_000);
      expect(revoked).toEqual([]);
      vi.advanceTimersByTime(1_000);
      expect(revoked).toEqual(['blob:test/1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks CSV as UTF-8 for spreadsheets, and leaves other text alone', async () => {
    downloadText('a,b', 'list.csv', 'text/csv;charset=utf-8');
    downloadText('BEGIN:VCALENDAR', 'day.ics', 'text/calendar;charset=utf-8');
    const read = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });
    expect(made[0].size).toBe(3 + 3); // the three bytes of the byte-order mark, then "a,b"
    expect(await read(made[0])).toBe('a,b'); // a reader drops the mark it recognised
    expect(await read(made[1])).toBe('BEGIN:VCALENDAR');
    expect(clicked.map((c) => c.download)).toEqual(['list.csv', 'day.ics']);
  });
});
