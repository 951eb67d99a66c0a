import { expect, test, type Page } from '@playwright/test';
import { whenSaved } from './support/actions';
import { newCouple } from './support/auth';
import { stored } from './support/seating';

/**
 * Issue 36 item 1: a whole wedding to look around in. A new couple loads it from the overview and sees the countdown,
 * RSVPs coming in, the seated reception, the invitation and the published website; Undo takes it all away, and so
 * does Settings later. The demo account starts with it.
 */

const countdown = (page: Page) => page.getByText(/^\d+ days to go$/);
const rsvps = (page: Page) => page.getByRole('group', { name: 'Guests and RSVPs' });
const guestCount = async (page: Page) => (await stored(page, 'guests')).length;

test('a new couple loads the sample wedding from the overview, and Undo takes it away', async ({ page }) => {
  await newCouple(page);
  await page.goto('/account');
  await expect(page.getByText('Set your wedding date to start the countdown.')).toBeVisible();
  await page.getByRole('button', { name: 'Load a sample wedding' }).click();

  await expect(page.getByText('Loaded a sample wedding.', { exact: true })).toBeVisible();
  await expect(countdown(page)).toBeVisible();
  await expect(rsvps(page).getByText('Attending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load a sample wedding' })).toBeHidden();
  expect(await guestCount(page)).toBeGreaterThan(140);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Set your wedding date to start the countdown.')).toBeVisible();
  await expect(page.getByText('Add your guest list to follow RSVPs here.')).toBeVisible();
  await whenSaved(page);
  await expect.poll(() => guestCount(page)).toBe(0);
  expect(await stored(page, 'seat_assignments')).toEqual([]);
  expect(await stored(page, 'websites')).toEqual([]);
});

test('the sample wedding shows guests answering, a seated reception, an invitation and a published website; Settings removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await newCouple(page);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Load a sample wedding' }).click();
  await expect(countdown(page)).toBeVisible();
  await whenSaved(page);

  await page.goto('/planner?tab=guests');
  await expect(page.getByText(/Showing 1\d\d of 1\d\d guests/)).toBeVisible();

  await page.goto('/planner?tab=seating');
  // The households who are coming sit together; those still to answer wait in the unseated list.
  await expect(page.getByText(/^[1-9]\d+ of 1\d\d invited guests seated · \d+ tables/)).toBeVisible();

  const [invite] = await stored(page, 'invites');
  await page.goto('/e-invites');
  await expect(page.getByText(String(invite!.name)).first()).toBeVisible();

  // Its link shows the designed card, published when the wedding was loaded.
  const visitor = await context.newPage();
  await visitor.goto(`/i/${String(invite!.token)}`);
  const card = visitor.getByRole('img', { name: 'The invitation from Priya & Arjun' });
  await expect(card).toBeVisible();
  expect(await card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

  const [site] = await stored(page, 'websites');
  await visitor.goto(`/w/${String(site!.slug)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Schedule' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Sangeet', 'Reception']);
  await visitor.close();

  await page.goto('/settings?tab=data');
  await page.getByRole('button', { name: 'Remove the sample wedding' }).click();
  await expect(page.getByText('Removed the sample wedding.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load a sample wedding' })).toBeVisible();
  await whenSaved(page);
  await expect.poll(() => guestCount(page)).toBe(0);
});

test('the demo account starts with the sample wedding', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(countdown(page)).toBeVisible();
  await expect(rsvps(page).getByText('Attending')).toBeVisible();
  // Loaded once: a reload does not load it again over what the visitor changed.
  await whenSaved(page);
  const guests = await guestCount(page);
  await page.reload();
  await expect(countdown(page)).toBeVisible();
  expect(await guestCount(page)).toBe(guests);
});
