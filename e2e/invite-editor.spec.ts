import { expect, test } from '@playwright/test';
import { reloadWhenSaved } from './support/actions';
import { newCouple } from './support/auth';
import {
  canvasColourAt,
  cardPoint,
  createFromTemplate,
  downloaded,
  editorReady,
  fontSize,
  layerNames,
  pickSwatch,
  pinch,
  pngSize,
  readDraft,
  selectionColour,
  selectLayer,
  solidPng,
  touchDrag,
} from './support/invites';
import { onPhones } from './support/projects';
import { loadedModules, recordScripts } from './support/scripts';

/**
 * Issue 11: the invitation editor, on desktop and on a 390 px phone — a template's words edited in place, text
 * added, resized, recoloured, undone and redone, saved and reopened; images uploaded and kept; the two exports;
 * drafts; leaving with unsaved changes; a hostile design refused.
 */

test.beforeEach(async ({ page }) => {
  await newCouple(page);
});

test('edit a template, add text, resize, colour, undo and redo, save, reload, reopen and see the same design', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createFromTemplate(page);
  expect(await layerNames(page)).toContain('Alex & Jordan');

  // Double-click the names (the template's second line: 190–270 on the card) and rewrite them in place.
  const names = await cardPoint(page, 400, 220);
  await page.mouse.dblclick(names.x, names.y);
  const box = page.getByRole('textbox', { name: 'Edit text' });
  await expect(box).toHaveValue('Alex & Jordan');
  await box.fill('Priya & Arjun');
  await box.press('Enter');
  await expect(box).toBeHidden();
  expect(await layerNames(page)).toContain('Priya & Arjun');

  // Add text: "Double click to edit" at 100,100, 20 px, selected.
  await page.getByRole('button', { name: 'Add Text' }).click();
  expect((await layerNames(page))[0]).toBe('Double click to edit');
  expect(await fontSize(page)).toBe(20);

  // Resize from the bottom-right handle (the box is 200 wide, one 24 px line tall): the font follows the scale.
  await page.waitForTimeout(400); // the selection's bounce-in settles
  const corner = await cardPoint(page, 300, 124);
  const to = await cardPoint(page, 400, 140);
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => fontSize(page)).toBeGreaterThan(26);
  const resized = await fontSize(page);

  await pickSwatch(page, 'Rose');
  expect(await selectionColour(page)).toBe('#be185d');

  // Undo the colour, then the resize; redo both.
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await selectionColour(page)).toBe('#000000');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => fontSize(page)).toBe(20);
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => fontSize(page)).toBe(resized);
  expect(await selectionColour(page)).toBe('#be185d');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/e-invites$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Elegant Floral invitation' });
  await expect(row.getByRole('img', { name: /Preview of/ })).toBeVisible();

  await reloadWhenSaved(page);
  await page.getByRole('link', { name: 'Edit Elegant Floral invitation' }).click();
  await editorReady(page);
  const layers = await layerNames(page);
  expect(layers[0]).toBe('Double click to edit');
  expect(layers).toContain('Priya & Arjun');
  expect(layers).not.toContain('Alex & Jordan');
  await selectLayer(page, 'Double click to edit');
  expect(await fontSize(page)).toBe(resized);
  expect(await selectionColour(page)).toBe('#be185d');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
});

test('an uploaded image is kept through the file port and shows after a reload', async ({ page }) => {
  await createFromTemplate(page, 'Modern Minimalist');
  await page.getByLabel('Choose an image to add').setInputFiles({
    name: 'monogram.png',
    mimeType: 'image/png',
    buffer: solidPng(200, 100, [200, 20, 60]),
  });
  await expect.poll(async () => (await layerNames(page))[0]).toBe('Image');
  // Placed in the middle of the card at its own size.
  await expect.poll(() => canvasColourAt(page, 400, 300)).toEqual([200, 20, 60, 255]);
  // The colour picker tints a selected image (Konva's RGBA filter): Navy over it at the picker's 35 %.
  await pickSwatch(page, 'Navy');
  const tinted = [
    Math.round(200 * 0.65 + 30 * 0.35),
    Math.round(20 * 0.65 + 58 * 0.35),
    Math.round(60 * 0.65 + 138 * 0.35),
  ];
  const near = (rgb: number[]) => rgb.slice(0, 3).every((c, i) => Math.abs(c - tinted[i]!) <= 3);
  await expect.poll(async () => near(await canvasColourAt(page, 400, 300))).toBe(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/e-invites$/);

  await reloadWhenSaved(page);
  await page.getByRole('link', { name: /^Edit / }).click();
  await editorReady(page);
  expect((await layerNames(page))[0]).toBe('Image');
  await expect.poll(async () => near(await canvasColourAt(page, 400, 300))).toBe(true);
  await selectLayer(page, 'Image');
  await page.getByRole('button', { name: 'Remove tint' }).click();
  await expect.poll(() => canvasColourAt(page, 400, 300)).toEqual([200, 20, 60, 255]);

  // Something that is not a PNG, JPEG or WebP is refused with a reason.
  await page
    .getByLabel('Choose an image to add')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByText('"notes.txt" is not a PNG, JPEG or WebP image.', { exact: true }),
  ).toBeVisible();
});

test('downloads a 1600×1200 PNG named invitation.png and a 2100×1500 print card', async ({ page }) => {
  await createFromTemplate(page, 'Romantic Garden');
  const [image] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download image' }).click(),
  ]);
  expect(image.suggestedFilename()).toBe('invitation.png');
  expect(pngSize(await downloaded(image))).toEqual({ width: 1600, height: 1200 });
  const [print] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for print' }).click(),
  ]);
  expect(print.suggestedFilename()).toBe('invitation-print.png');
  expect(pngSize(await downloaded(print))).toEqual({ width: 2100, height: 1500 });
});

test('unsaved changes survive a reload as a draft, and leaving asks first', async ({ page }) => {
  await createFromTemplate(page, 'Rustic Charm');
  await page.getByRole('button', { name: 'Add Text' }).click();
  await expect.poll(async () => (await readDraft(page))?.elements.length).toBe(7);
  await page.reload();
  await editorReady(page);
  await expect(page.getByText('We brought back the changes you had not saved yet.')).toBeVisible();
  expect((await layerNames(page))[0]).toBe('Double click to edit');

  await page.getByRole('link', { name: 'Back to invites' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/edit$/);

  await page.getByRole('button', { name: 'Discard them' }).click();
  expect(await layerNames(page)).not.toContain('Double click to edit');
  await page.getByRole('link', { name: 'Back to invites' }).click();
  await expect(page).toHaveURL(/\/e-invites$/);
});

test('keyboard: delete, nudge, duplicate, undo and redo, reorder layers', async ({ page }) => {
  await createFromTemplate(page);
  await page.getByRole('button', { name: 'Add Text' }).click();
  await page.locator('[data-canvas]').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await readDraft(page))?.elements.at(-1)).toMatchObject({ x: 110, y: 101 });
  await page.keyboard.press('Control+d');
  expect((await layerNames(page)).slice(0, 2)).toEqual(['Double click to edit', 'Double click to edit']);
  const added = async () => (await layerNames(page)).filter((n) => n === 'Double click to edit').length;
  // Delete removes the selected copy; with nothing selected, a second Delete does nothing.
  await page.keyboard.press('Delete');
  await page.keyboard.press('Backspace');
  expect(await added()).toBe(1);
  await page.keyboard.press('Control+z');
  expect(await added()).toBe(2);
  await page.keyboard.press('Control+Shift+z');
  expect(await added()).toBe(1);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  expect(await added()).toBe(1);

  // Alt+↓ on a focused layer sends it back one place, and focus stays on it.
  const layer = page
    .getByRole('list', { name: 'Layers, top first' })
    .getByRole('button', { name: 'Double click to edit', exact: true });
  await layer.focus();
  await page.keyboard.press('Alt+ArrowDown');
  expect((await layerNames(page)).slice(0, 2)).toEqual([
    'Kindly reply by the first of May',
    'Double click to edit',
  ]);
  await expect(layer).toBeFocused();
  await page.getByRole('button', { name: 'Bring forward: Double click to edit' }).click();
  expect((await layerNames(page))[0]).toBe('Double click to edit');
});

test('dragging on the card stores the new position, snapping to the centre', async ({ page }) => {
  await createFromTemplate(page);
  await page.getByRole('button', { name: 'Add Text' }).click();
  await page.waitForTimeout(400);
  const from = await cardPoint(page, 200, 112);
  // The text is 200 wide: its middle at x 403 is within 6 px of the card's centre line (400), so it snaps there.
  const to = await cardPoint(page, 403, 412);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await readDraft(page))?.elements.at(-1)).toMatchObject({ x: 300 });
  const moved = (await readDraft(page))!.elements.at(-1)!;
  expect(moved.y).toBeGreaterThan(380);
});

test('on a 390 px phone: add text and drag it with a finger', onPhones, async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'touch on the phone viewport');
  await createFromTemplate(page);
  expect(page.viewportSize()?.width).toBe(390);
  // Everything fits: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Add Text' }).click();
  await page.waitForTimeout(400);
  const from = await cardPoint(page, 200, 112);
  const to = await cardPoint(page, 420, 480);
  await touchDrag(page, from, to);
  await expect.poll(async () => (await readDraft(page))?.elements.at(-1)?.y ?? 0).toBeGreaterThan(400);
  const moved = (await readDraft(page))!.elements.at(-1)!;
  expect(moved).toMatchObject({ text: 'Double click to edit' });
  expect(moved.x).toBeGreaterThan(250);
  // The layers open in a sheet on a phone (its dialog is a chunk of its own, in place before the tap).
  expect((await layerNames(page))[0]).toBe('Double click to edit');

  // Two fingers apart zoom in, up to the 2× limit; Reset Zoom brings the whole card back.
  await pinch(page, await cardPoint(page, 400, 300), 60, 300);
  await expect(page.getByRole('button', { name: 'Zoom In' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset Zoom' }).click();
  await expect(page.getByRole('button', { name: 'Zoom In' })).toBeEnabled();
});

test('a corrupted or hostile design is refused with a message, never drawn', async ({ page }) => {
  await createFromTemplate(page);
  const id = page.url().split('/').at(-2)!;
  await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('wedding-planner');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const store = db.transaction('records', 'readwrite').objectStore('records');
    const rows = await new Promise<{ id: string; table: string; data: Record<string, unknown> }[]>(
      (resolve) => {
        const all = store.getAll();
        all.onsuccess = () => resolve(all.result);
      },
    );
    const row = rows.find((r) => r.table === 'invites' && r.id === id)!;
    row.data.design = {
      version: 1,
      template: '1',
      background: '#ffffff',
      elements: [
        {
          id: 'x',
          type: 'image',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          opacity: 1,
          rotation: 0,
          src: { kind: 'url', url: 'javascript:alert(1)' },
        },
      ],
    };
    store.put(row);
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    db.close();
    for (const key of Object.keys(localStorage))
      if (key.startsWith('wp.invite-draft.')) localStorage.removeItem(key);
  }, id);
  await page.goto(`/e-invites/${id}/edit`);
  await expect(page.getByRole('heading', { name: "This design can't be opened" })).toBeVisible();
  await expect(page.getByText(/^This design can't be opened: .+\.$/)).toBeVisible();
  await expect(page.locator('[data-canvas]')).toHaveCount(0);
});

/** Strings only konva and react-konva contain, found in the scripts a page has loaded. */
const CANVAS_LIBRARIES = {
  konva: 'Several Konva instances detected',
  'react-konva': 'react-konva requires React',
};

test('konva and react-konva load only when the editor opens', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/e-invites');
  await expect(page.getByRole('heading', { name: 'E-Invites', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Invite' }).click();
  await expect(page.getByRole('button', { name: 'Use Elegant Floral' })).toBeVisible();
  expect(await loadedModules(page, scripts, CANVAS_LIBRARIES)).toEqual([]);
  expect(await page.evaluate(() => 'Konva' in window)).toBe(false);

  await page.getByRole('button', { name: 'Use Elegant Floral' }).click();
  await editorReady(page);
  expect(await loadedModules(page, scripts, CANVAS_LIBRARIES)).toEqual(['konva', 'react-konva']);
});
