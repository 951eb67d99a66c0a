import { emptyDesign } from '../design/document';
import { addText } from '../design/operations';
import { clearDraft, draftKey, readDraft, sameDesign, writeDraft } from './draft';

class MemoryStore {
  data = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('drafts', () => {
  const key = draftKey('user-1', 'inv-1');
  const design = addText(emptyDesign('1'), { id: 'a' }).design;

  it('keeps a design per user and invitation and reads it back', () => {
    const store = new MemoryStore();
    expect(key).toBe('wp.invite-draft.user-1.inv-1');
    expect(writeDraft(store, key, design)).toBe(true);
    expect(readDraft(store, key)).toEqual(design);
    expect(readDraft(store, draftKey('user-2', 'inv-1'))).toBeNull();
    clearDraft(store, key);
    expect(readDraft(store, key)).toBeNull();
  });

  it('drops a draft that is not JSON or not a valid design', () => {
    const store = new MemoryStore();
    store.setItem(key, '{nope');
    expect(readDraft(store, key)).toBeNull();
    expect(store.data.has(key)).toBe(false);
    store.setItem(
      key,
      JSON.stringify({ ...design, elements: [{ id: 'x', type: 'image', src: 'javascript:alert(1)' }] }),
    );
    expect(readDraft(store, key)).toBeNull();
    expect(store.data.has(key)).toBe(false);
  });

  it('says when the browser refuses to keep it', () => {
    const store = new MemoryStore();
    store.full = true;
    expect(writeDraft(store, key, design)).toBe(false);
  });

  it('compares designs by content', () => {
    expect(sameDesign(design, structuredClone(design))).toBe(true);
    expect(sameDesign(design, emptyDesign('1'))).toBe(false);
  });
});
