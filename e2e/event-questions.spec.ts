import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { overflowFindings } from './support/quality';

/**
 * Issue 33 item 1: each event asks its own questions. The sangeet offers its own menu (with Jain) and asks "Song you'll
 * dance to?"; a guest answers both on the RSVP page (at 360 px on a phone too); the sangeet's caterer sheet counts the
 * Jain meal with the guest's dietary note, the answers export has the song, and the reception's sheet has neither.
 */

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile((await file.path())!, 'utf8');
}

/** The sangeet with its own menu (Vegetarian, Jain) and a question; Meera Sharma invited to it; her RSVP link. */
async function inviteMeera(page: Page, { plusOne = false } = {}): Promise<string> {
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const event = page.getByRole('dialog', { name: 'Add Event' });
  await event.getByLabel('Event name').fill('Sangeet');
  await event.getByLabel('Meal options').fill('Vegetarian, Jain');
  await event.getByRole('button', { name: 'Add a question' }).click();
  await event.getByRole('textbox', { name: 'Question 1', exact: true }).fill("Song you'll dance to?");
  await event.getByRole('button', { name: 'Add Event' }).click();
  await expect(event).toBeHidden();

  await page.getByRole('tab', { name: 'Guest list' }).click();
  await page.getByRole('button', { name: 'Add Household' }).click();
  const add = page.getByRole('dialog', { name: 'Add Household' });
  await add.getByLabel('Guest 1 first name').fill('Meera');
  await add.getByLabel('Guest 1 last name').fill('Sharma');
  if (plusOne) await add.getByRole('checkbox', { name: 'Plus-one allowed for guest 1' }).check();
  await add.getByRole('checkbox', { name: 'Sangeet' }).check();
  await add.getByRole('checkbox', { name: 'Reception' }).check();
  await add.getByRole('button', { name: 'Add Household' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Send the RSVP link to Meera Sharma' }).click();
  const send = page.getByRole('dialog', { name: 'Send Meera Sharma their RSVP link' });
  const rsvp = await send.getByLabel('Personal RSVP link').inputValue();
  await page.keyboard.press('Escape');
  return rsvp;
}

/** Meera's RSVP page, with her attending every event. */
async function openAttendingAll(page: Page, rsvp: string) {
  await page.goto(rsvp);
  for (const event of ['Ceremony', 'Sangeet', 'Reception'])
    await page
      .getByRole('radiogroup', { name: `Meera at the ${event}` })
      .getByRole('radio', { name: 'Joyfully attending' })
      .check();
}

test(
  'the sangeet asks its own meal and question; its caterer sheet and the answers export show them',
  onPhones,
  async ({ page }) => {
    test.setTimeout(180_000);
    const rsvp =
      await test.step('the couple gives the sangeet its own menu and a question, and invites a household', () =>
        inviteMeera(page));

    await test.step('the guest answers the sangeet’s meal and question on the RSVP page', async () => {
      await openAttendingAll(page, rsvp);
      const sangeet = page.getByRole('group', { name: 'Meera at the Sangeet' });
      await sangeet.getByLabel('Meal at the Sangeet').selectOption('Jain');
      await sangeet.getByLabel("Song you'll dance to?").fill('Kala Chashma');
      await page.getByLabel('Dietary notes for Meera').fill('No onion or garlic');
      // The reception has no menu or questions of its own: it asks neither.
      await expect(page.getByRole('group', { name: 'Meera at the Reception' })).toHaveCount(0);
      if (test.info().project.name === 'mobile') expect(await overflowFindings(page, 360)).toEqual([]);
      await page.getByRole('button', { name: 'Send RSVP' }).click();
      await expect(page.getByRole('button', { name: 'Update RSVP' })).toBeVisible();
    });

    await test.step('the caterer sheets and the answers export', async () => {
      await page.goto('/planner?tab=guests');
      await page.getByRole('tab', { name: 'Events' }).click();
      const sangeet = await download(page, 'Download caterer sheet for Sangeet (CSV)');
      expect(sangeet).toMatch(/Jain.*1/);
      expect(sangeet).toContain('Meera Sharma');
      expect(sangeet).toContain('No onion or garlic');
      const reception = await download(page, 'Download caterer sheet for Reception (CSV)');
      expect(reception).not.toContain('Jain');
      const answers = await download(page, 'Download answers (CSV)');
      expect(answers).toContain("Song you'll dance to?");
      expect(answers).toContain('Kala Chashma');
    });
  },
);

test('a plus-one is asked the sangeet’s meal and question too; their answers are counted and exported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const rsvp = await inviteMeera(page, { plusOne: true });

  await openAttendingAll(page, rsvp);
  await page
    .getByRole('group', { name: 'Meera at the Sangeet' })
    .getByLabel('Meal at the Sangeet')
    .selectOption('Vegetarian');
  await page.getByRole('checkbox', { name: 'Bringing a guest' }).check();
  await page.getByLabel("Guest's first name").fill('Kabir');
  await page.getByLabel("Guest's dietary notes").fill('Nut allergy');
  const kabir = page.getByRole('group', { name: 'Kabir at the Sangeet' });
  // Unanswered, the plus-one's plate is asked for by name.
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(page.getByText('Please choose a meal for Kabir at the Sangeet.')).toBeVisible();
  await kabir.getByLabel('Meal at the Sangeet').selectOption('Jain');
  await kabir.getByLabel("Song you'll dance to?").fill('Tunak Tunak Tun');
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(page.getByRole('button', { name: 'Update RSVP' })).toBeVisible();

  // The page reopened shows the plus-one's answers as sent.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Kabir at the Sangeet' }).getByLabel("Song you'll dance to?"),
  ).toHaveValue('Tunak Tunak Tun');

  await page.goto('/planner?tab=guests');
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByText(/Meals: .*Jain 1/)).toBeVisible();
  const sangeet = await download(page, 'Download caterer sheet for Sangeet (CSV)');
  expect(sangeet).toMatch(/Jain,1/);
  expect(sangeet).toMatch(/Vegetarian,1/);
  expect(sangeet).toMatch(/Kabir.*Jain.*Nut allergy/);
  const answers = await download(page, 'Download answers (CSV)');
  expect(answers).toMatch(/Kabir.*Sangeet.*Jain.*Tunak Tunak Tun/);
});
