import { share } from './share';

const nav = (over: Partial<Navigator>) => over as Navigator;
const item = { title: 'First Look', text: 'Photo idea: First Look' };

describe('share', () => {
  it('uses the share sheet when the browser has one', async () => {
    const shareFn = vi.fn(async () => undefined);
    expect(await share(item, nav({ share: shareFn, canShare: () => true }))).toBe('shared');
    expect(shareFn).toHaveBeenCalledWith({ title: 'First Look', text: 'Photo idea: First Look' });
  });

  it('shares the picture as a file where the device can share files', async () => {
    const shareFn = vi.fn(async () => undefined);
    const blob = new Blob(['png'], { type: 'image/png' });
    await share(
      { ...item, image: { blob, filename: 'board.png' } },
      nav({ share: shareFn, canShare: () => true }),
    );
    const sent = (shareFn.mock.calls[0] as unknown as [ShareData])[0];
    expect(sent.files?.[0]?.name).toBe('board.png');
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    const shareFn = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await share(item, nav({ share: shareFn, clipboard: { writeText } as unknown as Clipboard }))).toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text without a share sheet, or when sharing fails', async () => {
    const writeText = vi.fn(async () => undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await share(item, nav({ clipboard }))).toBe('copied-text');
    const shareFn = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await share(item, nav({ share: shareFn, clipboard }))).toBe('copied-text');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('copies a PNG picture with its text where the clipboard takes images, else the text', async () => {
    const write = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    try {
      const image = { blob: new Blob(['png'], { type: 'image/png' }), filename: 'b.png' };
      expect(
        await share({ ...item, image }, nav({ clipboard: { write, writeText } as unknown as Clipboard })),
      ).toBe('copied-image');
      write.mockRejectedValueOnce(new Error('no images'));
      expect(
        await share({ ...item, image }, nav({ clipboard: { write, writeText } as unknown as Clipboard })),
      ).toBe('copied-text');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects when neither is possible', async () => {
    await expect(share(item, nav({}))).rejects.toThrow('Clipboard unavailable');
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(share(item, nav({ clipboard: { writeText } as unknown as Clipboard }))).rejects.toThrow();
  });
});
