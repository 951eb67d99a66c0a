import { expect, test, type Page } from '@playwright/test';
import { newCouple, signOutFromHeader } from './support/auth';
import { onPhones } from './support/projects';
import { axeFindings, overflowFindings } from './support/quality';

/**
 * Issue 32 item 5: a cash fund on the registry. The couple's form refuses a javascript: or http payment link; the
 * public registry shows the fund's UPI QR code built from the exact upi://pay address, says the site never handles
 * money, and a guest with their household's link tells the couple what they sent.
 */
const UPI_URI = 'upi://pay?pa=priya.arjun%40okaxis&pn=Priya+Sharma&cu=INR';

async function expectNoProblems(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
  if (test.info().project.name === 'mobile') expect(await overflowFindings(page, 360)).toEqual([]);
}

test(
  'a UPI fund shows its QR code on the public registry; unsafe payment links are refused',
  onPhones,
  async ({ page }) => {
    test.setTimeout(180_000);
    await newCouple(page);

    await test.step('the couple adds a fund: javascript: and http links are refused, a UPI ID is kept', async () => {
      await page.goto('/registry');
      await expect(page.getByRole('heading', { name: 'Gift Registry', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add Fund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Fund' });
      await dialog.getByLabel('Fund name').fill('Honeymoon');
      await dialog.getByLabel('Goal (optional)').fill('2L');
      await dialog.getByLabel('Payment link (optional)').fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Add Fund' }).click();
      await expect(dialog.getByText('Use a secure payment link that starts with https://')).toBeVisible();
      await dialog.getByLabel('Payment link (optional)').fill('http://pay.example.com/priya');
      await dialog.getByRole('button', { name: 'Add Fund' }).click();
      await expect(dialog.getByText('Use a secure payment link that starts with https://')).toBeVisible();
      await dialog.getByLabel('Payment link (optional)').fill('');
      await dialog.getByLabel('UPI ID').fill('priya.arjun@okaxis');
      await dialog.getByLabel('Payee name (optional)').fill('Priya Sharma');
      await dialog.getByRole('button', { name: 'Add Fund' }).click();
      await expect(dialog).toBeHidden();
      const funds = page.getByRole('list', { name: 'Cash funds' });
      await expect(funds).toContainText('Honeymoon');
      await expect(funds).toContainText('Goal ₹2,00,000');
      await expectNoProblems(page);
    });

    let rsvpLink = '';
    await test.step('the website is published and a household has its link', async () => {
      await page.goto('/planner?tab=guests');
      await page.getByRole('button', { name: 'Add Household' }).click();
      const add = page.getByRole('dialog', { name: 'Add Household' });
      await add.getByLabel('Guest 1 first name').fill('Rohan');
      await add.getByLabel('Guest 1 last name').fill('Sharma');
      await add.getByRole('button', { name: 'Add Household' }).click();
      await expect(add).toBeHidden();
      await page.getByRole('button', { name: 'Send the RSVP link to Rohan Sharma' }).click();
      const send = page.getByRole('dialog', { name: 'Send Rohan Sharma their RSVP link' });
      rsvpLink = await send.getByLabel('Personal RSVP link').inputValue();
      await send.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('tab', { name: 'Website & RSVP' }).click();
      await page.getByLabel('Web address').fill('priya-and-arjun');
      await page.getByLabel('Title', { exact: true }).fill('Priya & Arjun');
      await page.getByRole('checkbox', { name: /Published/ }).check();
      await page.getByRole('button', { name: 'Save Website' }).click();
      await expect(page.getByText(/Your website is live at/)).toBeVisible();
    });

    await signOutFromHeader(page);

    await test.step('a guest sees the QR code of the exact upi://pay address and tells the couple what they sent', async () => {
      await page.goto(rsvpLink);
      await page.getByRole('link', { name: 'Visit our wedding website' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeVisible();
      const fund = page.getByRole('list', { name: 'Cash funds' }).getByRole('listitem');
      await expect(fund).toContainText('Goal: ₹2,00,000');
      const qr = fund.getByRole('img', { name: 'UPI QR code for Honeymoon' });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('data-qr-text', UPI_URI);
      await expect(fund.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute('href', UPI_URI);
      await expect(page.getByText(/This website never handles money/)).toBeVisible();
      await fund.getByLabel('Amount you sent').fill('5100');
      await fund.getByLabel('Note for the couple (optional)').fill('With love from the Sharmas');
      await fund.getByRole('button', { name: 'Tell the couple' }).click();
      await expect(fund.getByRole('status')).toHaveText('Thank you! The couple will see what you sent.');
      await expectNoProblems(page);
    });
  },
);
