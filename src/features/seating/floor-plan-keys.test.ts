import { planKey } from './floor-plan-keys';

const press = (key: string, mods: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});
const selected = { tableSelected: true, hasView: true };
const none = { tableSelected: false, hasView: true };

describe('the floor plan’s keys', () => {
  it('move the selected table a grid step (Shift: four), or else the view', () => {
    expect(planKey(press('ArrowRight'), selected)).toEqual({ type: 'nudge', dx: 25, dy: 0 });
    expect(planKey(press('ArrowUp', { shiftKey: true }), selected)).toEqual({
      type: 'nudge',
      dx: 0,
      dy: -100,
    });
    // The view moves the other way, so the plan seems to move under the arrow.
    expect(planKey(press('ArrowLeft'), none)).toEqual({ type: 'pan', dx: 40, dy: 0 });
    expect(planKey(press('ArrowDown'), none)).toEqual({ type: 'pan', dx: 0, dy: -40 });
    expect(planKey(press('ArrowDown'), { tableSelected: false, hasView: false })).toBeNull();
  });

  it('zoom with + (or =) and −, and fit with 0, but not with Ctrl or Cmd held (the browser’s zoom)', () => {
    expect(planKey(press('+'), none)).toEqual({ type: 'zoom', factor: 1.25 });
    expect(planKey(press('='), none)).toEqual({ type: 'zoom', factor: 1.25 });
    expect(planKey(press('-'), none)).toEqual({ type: 'zoom', factor: 0.8 });
    expect(planKey(press('0'), none)).toEqual({ type: 'fit' });
    expect(planKey(press('-', { ctrlKey: true }), none)).toBeNull();
    expect(planKey(press('0', { metaKey: true }), none)).toBeNull();
  });

  it('turn, remove and duplicate the selected table, and only a selected one', () => {
    expect(planKey(press('r'), selected)).toEqual({ type: 'rotate', by: 15 });
    expect(planKey(press('R', { shiftKey: true }), selected)).toEqual({ type: 'rotate', by: -15 });
    expect(planKey(press('Delete'), selected)).toEqual({ type: 'delete' });
    expect(planKey(press('Backspace'), selected)).toEqual({ type: 'delete' });
    expect(planKey(press('d', { ctrlKey: true }), selected)).toEqual({ type: 'duplicate' });
    expect(planKey(press('D', { metaKey: true }), selected)).toEqual({ type: 'duplicate' });
    for (const key of ['r', 'Delete', 'Backspace']) expect(planKey(press(key), none)).toBeNull();
    expect(planKey(press('d', { ctrlKey: true }), none)).toBeNull();
    expect(planKey(press('d'), selected)).toBeNull();
  });

  it('put down what was picked with Escape, and leave every other key to the page', () => {
    expect(planKey(press('Escape'), none)).toEqual({ type: 'escape' });
    expect(planKey(press('Tab'), selected)).toBeNull();
    expect(planKey(press('z', { ctrlKey: true }), selected)).toBeNull();
  });
});
