import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { axeFindings, overflowFindings } from './support/quality';

/**
 * Issue 33 item 3: travel and stay. The couple asks guests for their travel; a guest fills arrival by train on their
 * RSVP page (at 360 px on a phone too); the arrivals sheet lists it on that day; a room given in a block shows on the
 * rooms-per-night sheet.
 */

const rowsOf = async (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => c.textContent ?? '')));

test(
  'a guest gives arrival by train on the RSVP page; the arrivals sheet and rooms per night show it',
  onPhones,
  async ({ page }) => {
    test.setTimeout(180_000);
    await newCouple(page);

    let rsvp = '';
    await test.step('the couple adds a household and asks guests for travel', async () => {
      await page.goto('/planner?tab=guests');
      await page.getByRole('button', { name: 'Add Household' }).click();
      const add = page.getByRole('dialog', { name: 'Add Household' });
      await add.getByLabel('Guest 1 first name').fill('Ravi');
      await add.getByLabel('Guest 1 last name').fill('Iyer');
      await add.getByRole('button', { name: 'Add Household' }).click();
      await expect(add).toBeHidden();
      await page.getByRole('button', { name: 'Send the RSVP link to Ravi Iyer' }).click();
      const send = page.getByRole('dialog', { name: 'Send Ravi Iyer their RSVP link' });
      rsvp = await send.getByLabel('Personal RSVP link').inputValue();
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Website & RSVP' }).click();
      await page.getByLabel('Ask guests for travel details').check();
      await page.getByRole('button', { name: 'Save Website' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    });

    await test.step('the guest fills arrival by train on the RSVP page', async () => {
      await page.goto(rsvp);
      const travel = page.getByRole('region', { name: 'Your travel' });
      await travel.getByLabel('Arrival day').fill('2027-12-09');
      await travel.getByLabel('Arrival time').fill('14:30');
      await travel.getByLabel('Arrival by').selectOption({ label: 'Train' });
      await travel.getByLabel('Arrival flight or train number').fill('12951 Rajdhani');
      await travel.getByLabel('Arrival station or airport').fill('Udaipur City');
      await travel.getByLabel('Departure day').fill('2027-12-11');
      await travel.getByLabel('We need a pickup on arrival').check();
      expect(await axeFindings(page)).toEqual([]);
      if (test.info().project.name === 'mobile') expect(await overflowFindings(page, 360)).toEqual([]);
      await travel.getByRole('button', { name: 'Save Travel Details' }).click();
      await expect(travel.getByRole('status')).toContainText('Your travel details are saved');
      // Read back as stored.
      await page.reload();
      await expect(page.getByLabel('Arrival station or airport')).toHaveValue('Udaipur City');
    });

    await test.step('the arrivals sheet lists it on that day', async () => {
      await page.goto('/planner?tab=guests&section=travel');
      await expect
        .poll(() => rowsOf(page, 'Arrivals and departures by day'))
        .toEqual([
          [],
          [
            'Thu, Dec 9, 2027',
            'Arrival',
            '2:30 PM',
            'Ravi Iyer',
            'Ravi Iyer',
            '1',
            'Train',
            '12951 Rajdhani',
            'Udaipur City',
            'Pickup needed',
            '',
          ],
          ['Sat, Dec 11, 2027', 'Departure', '', 'Ravi Iyer', 'Ravi Iyer', '1', '', '', '', '', ''],
        ]);
    });

    await test.step('a room given in a block shows on rooms per night', async () => {
      await page.getByRole('button', { name: 'Add Room Block' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add Room Block' });
      await add.getByLabel('Hotel', { exact: true }).fill('Lake Palace');
      await add.getByLabel('Rooms held').fill('10');
      await add.getByLabel('Check-in').fill('2027-12-09');
      await add.getByLabel('Check-out').fill('2027-12-11');
      await add.getByRole('button', { name: 'Add Room Block' }).click();
      await expect(add).toBeHidden();
      await page.getByRole('button', { name: 'Give a room at Lake Palace' }).click();
      const give = page.getByRole('dialog', { name: 'Give a room at Lake Palace' });
      await give.getByLabel('Household').selectOption({ label: 'Ravi Iyer' });
      await give.getByRole('button', { name: 'Give Room' }).click();
      await expect(give).toBeHidden();
      await expect
        .poll(() => rowsOf(page, 'Rooms per hotel per night'))
        .toEqual([
          [],
          ['Lake Palace', 'Thu, Dec 9, 2027', '1', '10', 'Ravi Iyer: Ravi Iyer'],
          ['Lake Palace', 'Fri, Dec 10, 2027', '1', '10', 'Ravi Iyer: Ravi Iyer'],
        ]);
    });
  },
);

test('a guest travelling apart has a plan of their own; the arrivals sheet downloads as CSV', async ({
  page,
}) => {
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  await page.getByRole('button', { name: 'Add Household' }).click();
  const add = page.getByRole('dialog', { name: 'Add Household' });
  await add.getByLabel('Guest 1 first name').fill('Meera');
  await add.getByLabel('Guest 1 last name').fill('Das');
  await add.getByRole('button', { name: 'Add another guest' }).click();
  await add.getByLabel('Guest 2 first name').fill('Dev');
  await add.getByLabel('Guest 2 last name').fill('Das');
  await add.getByRole('button', { name: 'Add Household' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('tab', { name: 'Travel & stay' }).click();

  await page.getByRole('button', { name: 'Travel for The Das family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Travel: The Das family' });
  await dialog.getByLabel('Arrival day').fill('2027-12-10');
  await dialog.getByLabel('Arrival by').selectOption({ label: 'Flight' });
  await dialog.getByLabel('Arrival flight or train number').fill('AI 101');
  await dialog.getByLabel('Departure day').fill('2027-12-08');
  await dialog.getByRole('button', { name: 'Save Travel' }).click();
  // Leaving before arriving is refused with a message, and nothing typed is lost.
  await expect(dialog.getByText('The departure is before the arrival')).toBeVisible();
  await expect(dialog.getByLabel('Arrival flight or train number')).toHaveValue('AI 101');
  await dialog.getByLabel('Departure day').fill('2027-12-12');
  await dialog.getByRole('button', { name: 'Save Travel' }).click();
  await expect(dialog).toBeHidden();

  // Dev drives down a day earlier, on his own.
  await page.getByRole('button', { name: 'Travel for The Das family' }).click();
  await dialog.getByLabel('Who travels').selectOption({ label: 'Dev Das on their own' });
  await expect(dialog.getByLabel('Arrival flight or train number')).toHaveValue('');
  await dialog.getByLabel('Arrival day').fill('2027-12-09');
  await dialog.getByLabel('Arrival by').selectOption({ label: 'Car' });
  await dialog.getByRole('button', { name: 'Save Travel' }).click();
  await expect(dialog).toBeHidden();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download arrivals (CSV)' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('arrivals-and-departures.csv');
  const lines = (await (await file.createReadStream()).toArray()).join('').trim().split('\r\n');
  expect(lines).toEqual([
    'Day,Arrival or departure,Time,Household,Guests,People,By,Flight or train,Station or airport,Pickup,Notes',
    '"Thu, Dec 9, 2027",Arrival,,The Das family,Dev Das,1,Car,,,,',
    '"Fri, Dec 10, 2027",Arrival,,The Das family,Meera Das,1,Flight,AI 101,,,',
    '"Sun, Dec 12, 2027",Departure,,The Das family,Meera Das,1,,,,,',
  ]);
});
