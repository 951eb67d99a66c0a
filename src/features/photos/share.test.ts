import { sharePhotoIdea } from './share';
import type { PhotoIdea } from './model';

const idea: PhotoIdea = { id: 'p1', title: 'First Look', description: '', category: 'couple', isFavorite: false, isCompleted: false };
const nav = (over: Partial<Navigator>) => over as Navigator;

describe('sharePhotoIdea', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    expect(await sharePhotoIdea(idea, nav({ share, canShare: () => true }))).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'First Look', text: 'Photo idea: First Look\nCategory: Couple' });
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await sharePhotoIdea(idea, nav({ share, clipboard: { writeText } as unknown as Clipboard }))).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies to the clipboard without a share sheet, or when sharing fails', async () => {
    const writeText = vi.fn(async () => undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await sharePhotoIdea(idea, nav({ clipboard }))).toBe('copied');
    const share = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await sharePhotoIdea(idea, nav({ share, clipboard }))).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('rejects when neither is possible', async () => {
    await expect(sharePhotoIdea(idea, nav({}))).rejects.toThrow('Clipboard unavailable');
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(sharePhotoIdea(idea, nav({ clipboard: { writeText } as unknown as Clipboard }))).rejects.toThrow();
  });
});
