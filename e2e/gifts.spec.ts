import { expect, test, type Page } from '@playwright/test';
import { newCouple, signIn, signOutFromHeader } from './support/auth';
import { onPhones } from './support/projects';
import { axeFindings, overflowFindings } from './support/quality';

/**
 * Issue 32 items 3 and 4 ("Must show"): a gift marked bought on the public registry appears in the couple's ledger;
 * a cash gift is kept with its amount; a thank-you marked sent leaves the owed count, on /gifts and on the overview.
 */

/** The owed count the ledger's summary shows ("3 thank-yous still owed"). */
async function owedOnGifts(page: Page) {
  const text = await page.getByRole('region', { name: 'Gifts received' }).textContent();
  return Number(/(\d+) thank-yous? still owed/.exec(text ?? '')?.[1]);
}

const giftCard = (page: Page, description: string) =>
  page.getByRole('list', { name: 'Gifts' }).getByRole('listitem').filter({ hasText: description });

test('a gift bought on the public registry reaches the ledger; a cash gift; a thank-you sent leaves the owed count', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await newCouple(page);

  let rsvpLink = '';
  await test.step('the couple has a registry, a household with a postal address and a published website', async () => {
    // The sample registry is written on the couple's first visit to it.
    await page.goto('/registry');
    await expect(page.getByRole('list', { name: 'Registry items' })).toContainText('Cordless Vacuum');
    await page.goto('/planner?tab=guests');
    await page.getByRole('button', { name: 'Add Household' }).click();
    const add = page.getByRole('dialog', { name: 'Add Household' });
    await add.getByLabel('Guest 1 first name').fill('Rohan');
    await add.getByLabel('Guest 1 last name').fill('Sharma');
    await add.getByRole('button', { name: 'Add Household' }).click();
    await expect(add).toBeHidden();
    await page.getByRole('button', { name: 'Edit household Rohan Sharma' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Household' });
    await edit.getByLabel('Postal address').fill('12 MG Road, Pune 411001');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: 'Send the RSVP link to Rohan Sharma' }).click();
    const send = page.getByRole('dialog', { name: 'Send Rohan Sharma their RSVP link' });
    rsvpLink = await send.getByLabel('Personal RSVP link').inputValue();
    await send.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Website & RSVP' }).click();
    await page.getByLabel('Web address').fill('rohan-gifts');
    await page.getByLabel('Title', { exact: true }).fill('Priya & Arjun');
    await page.getByRole('checkbox', { name: /Published/ }).check();
    await page.getByRole('button', { name: 'Save Website' }).click();
    await expect(page.getByText(/Your website is live at/)).toBeVisible();
  });

  await signOutFromHeader(page);

  await test.step('a guest marks a registry gift bought on the website', async () => {
    await page.goto(rsvpLink);
    await page.getByRole('link', { name: 'Visit our wedding website' }).click();
    const gifts = page.getByRole('list', { name: 'Registry gifts' });
    await gifts.getByRole('button', { name: 'Mark as bought: Cordless Vacuum' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this gift as bought?' });
    await dialog.getByLabel('Your name (optional)').fill('Auntie Lata');
    await dialog.getByRole('button', { name: 'Mark as bought' }).click();
    await expect(page.getByText(/marked as bought/)).toBeVisible();
  });

  await signIn(page, account);

  let owed = 0;
  await test.step('the bought gift is in the ledger, owing a thank-you', async () => {
    await page.goto('/gifts');
    await expect(page.getByRole('heading', { level: 1, name: 'Gifts & thank-yous' })).toBeVisible();
    await expect(giftCard(page, 'Cordless Vacuum')).toContainText('Registry item');
    await expect(giftCard(page, 'Cordless Vacuum')).toContainText('From Auntie Lata (Rohan Sharma)');
    owed = await owedOnGifts(page);
    expect(owed).toBeGreaterThan(0);
  });

  await test.step('a cash gift typed in lakhs is kept with its amount, from the household, at the ceremony', async () => {
    await page.getByRole('button', { name: 'Add Gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Gift' });
    await dialog.getByRole('radio', { name: 'Cash' }).check();
    await dialog.getByLabel('Description').fill('Shagun');
    await dialog.getByLabel('Amount').fill('1.5L');
    await dialog.getByLabel('From household').selectOption({ label: 'Rohan Sharma' });
    await dialog.getByLabel('Event').selectOption({ label: 'Ceremony' });
    await dialog.getByRole('button', { name: 'Add Gift' }).click();
    await expect(dialog).toBeHidden();
    const shagun = giftCard(page, 'Shagun');
    await expect(shagun).toContainText('₹1,50,000');
    await expect(shagun).toContainText('From Rohan Sharma · Ceremony');
    await expect(page.getByRole('region', { name: 'By type' })).toContainText('Cash1 gift · ₹1,50,000');
    await expect(page.getByRole('region', { name: 'By event' })).toContainText('Ceremony1 gift · ₹1,50,000');
    await expect(page.getByRole('region', { name: 'Gifts received' })).toContainText(
      `${owed + 1} thank-yous still owed`,
    );
    // A reload keeps it.
    await page.reload();
    await expect(giftCard(page, 'Shagun')).toContainText('₹1,50,000');
  });

  await test.step('the thank-you list shows the household with its address; sent leaves the owed count', async () => {
    await page.getByRole('tab', { name: 'Thank-you list' }).click();
    await expect(page).toHaveURL(/\/gifts\?tab=thank-yous$/);
    const owedList = page.getByRole('list', { name: 'Thank-yous owed' });
    const rohan = owedList
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Rohan Sharma', exact: true }) });
    await expect(rohan).toContainText('12 MG Road, Pune 411001');
    await expect(rohan).toContainText('Shagun (₹1,50,000)');
    await rohan.getByRole('combobox', { name: 'Thank-you for Shagun' }).selectOption('Sent');
    await expect(page.getByRole('heading', { name: 'Rohan Sharma', exact: true })).toHaveCount(0);
    await expect(page.getByText(`${owed} thank-you${owed === 1 ? '' : 's'} still owed`)).toBeVisible();

    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect(
      giftCard(page, 'Shagun').getByRole('combobox', { name: 'Thank-you for Shagun' }),
    ).toHaveValue('sent');
    await expect(giftCard(page, 'Shagun')).toContainText(/on \w{3} \d{1,2}, \d{4}/);
    expect(await owedOnGifts(page)).toBe(owed);
  });

  await test.step('the overview counts the same thank-yous owed and links to the list', async () => {
    await page.goto('/account');
    const line = page.getByRole('link', { name: `${owed} thank-you${owed === 1 ? '' : 's'} still owed` });
    await expect(line).toBeVisible();
    await line.click();
    await expect(page).toHaveURL(/\/gifts\?tab=thank-yous$/);
    await expect(page.getByRole('tab', { name: 'Thank-you list' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('the ledger fits a 360 px phone as cards, with no sideways scroll', onPhones, async ({ page }) => {
  await newCouple(page);
  await page.goto('/gifts');
  await page.getByRole('button', { name: 'Add Gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Gift' });
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog
    .getByLabel('Description')
    .fill('Shagun from the whole Venkataraghavan family of Thiruvananthapuram');
  await dialog.getByLabel('Amount').fill('2Cr');
  await dialog.getByLabel("Giver's name").fill('The Venkataraghavans');
  await dialog.getByRole('button', { name: 'Add Gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(giftCard(page, 'Venkataraghavan')).toContainText('₹2,00,00,000');
  expect(await overflowFindings(page, 360)).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
});
