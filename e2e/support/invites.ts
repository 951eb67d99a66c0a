import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/**
 * The invitation pages as the specs drive them: making an invitation from a template, finding a spot on the card,
 * the layers (a side panel on desktop, a sheet on a phone), the colour picker, downloads and the draft the editor keeps.
 */

/** The card's 800×600 design coordinates as a point on screen (the frame drawn around the card follows zoom and pan). */
export async function cardPoint(page: Page, x: number, y: number) {
  const box = await page.getByTestId('page-frame').boundingBox();
  if (!box) throw new Error('The card is not on screen');
  return { x: box.x + (x * box.width) / 800, y: box.y + (y * box.height) / 600 };
}

/** The editor has drawn the card (fonts loaded, canvas sized). */
export async function editorReady(page: Page) {
  await expect(page).toHaveURL(/\/e-invites\/[^/]+\/edit$/);
  await expect(page.getByText('Opening your invitation')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-canvas] canvas').first()).toBeVisible();
  // Let the first paint and the size settle (a resize observer sizes the stage).
  await page.waitForTimeout(300);
}

/** From /e-invites: Create New Invite → a template → the editor. */
export async function createFromTemplate(page: Page, template = 'Elegant Floral') {
  await page.goto('/e-invites');
  await page.getByRole('button', { name: 'Create New Invite' }).click();
  await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Use ${template}` }).click();
  await editorReady(page);
}

/** The layers list: in the side panel, or (on a phone) in the sheet the Layers tool opens. `done` closes the sheet. */
export async function openLayers(page: Page): Promise<{ list: Locator; done: () => Promise<void> }> {
  const tool = page.getByRole('button', { name: 'Layers', exact: true });
  if (await tool.isVisible()) {
    await tool.click();
    const dialog = page.getByRole('dialog', { name: 'Layers' });
    return {
      list: dialog.getByRole('list', { name: 'Layers, top first' }),
      done: async () => {
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      },
    };
  }
  return { list: page.getByRole('list', { name: 'Layers, top first' }), done: async () => undefined };
}

export async function layerNames(page: Page) {
  const { list, done } = await openLayers(page);
  await expect(list).toBeVisible();
  const names = await list.locator('[data-layer]').allInnerTexts();
  await done();
  return names.map((n) => n.trim());
}

export async function selectLayer(page: Page, name: string) {
  const { list, done } = await openLayers(page);
  await list.getByRole('button', { name, exact: true }).click();
  await done();
}

/** The colour the picker shows for the selection (its hex field), read and closed again. */
export async function selectionColour(page: Page) {
  await page.getByRole('button', { name: 'Color Picker' }).click();
  const hex = page.getByRole('textbox', { name: 'Hex' });
  const value = await hex.inputValue();
  await page.getByRole('button', { name: 'Close colour picker' }).click();
  await expect(hex).toBeHidden();
  return value;
}

export async function pickSwatch(page: Page, swatch: string) {
  await page.getByRole('button', { name: 'Color Picker' }).click();
  await page.getByRole('button', { name: swatch, exact: true }).click();
  await page.getByRole('button', { name: 'Close colour picker' }).click();
}

export const fontSize = async (page: Page) =>
  Number(await page.getByRole('spinbutton', { name: 'Font size' }).inputValue());

interface DraftElement {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  text?: string;
  fontSize?: number;
  fill?: string;
}

/** The unsaved design the editor keeps in this browser (null once saved or unchanged). */
export async function readDraft(page: Page): Promise<{ elements: DraftElement[] } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('wp.invite-draft.'));
    return key ? JSON.parse(localStorage.getItem(key)!) : null;
  });
}

/** Width and height from a PNG's header. */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export async function downloaded(download: Download) {
  return readFile((await download.path())!);
}

/** A solid-colour PNG made here (the upload the specs use). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The colour the canvas shows at a card point (read from the elements' layer, which is never tainted). */
export async function canvasColourAt(page: Page, x: number, y: number) {
  const at = await cardPoint(page, x, y);
  return page.evaluate(({ x, y }) => {
    const canvases = Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-canvas] canvas'));
    // Layers stack: the last canvas with a non-transparent pixel here is what shows on top.
    let colour: number[] = [0, 0, 0, 0];
    for (const canvas of canvases) {
      const rect = canvas.getBoundingClientRect();
      const px = Math.floor((x - rect.left) * (canvas.width / rect.width));
      const py = Math.floor((y - rect.top) * (canvas.height / rect.height));
      const data = Array.from(canvas.getContext('2d')!.getImageData(px, py, 1, 1).data);
      if (data[3]! > 0) colour = data;
    }
    return colour;
  }, at);
}

/** Drags with one finger (Chromium touch events), as a phone does. */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 12,
) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point({
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      }),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart from `centre`, from `from` px apart to `to` px apart (a pinch to zoom). */
export async function pinch(
  page: Page,
  centre: { x: number; y: number },
  from: number,
  to: number,
  steps = 10,
) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: Math.round(centre.x - gap / 2), y: Math.round(centre.y), id: 1 },
    { x: Math.round(centre.x + gap / 2), y: Math.round(centre.y), id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(from + ((to - from) * i) / steps),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
