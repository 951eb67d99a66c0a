import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { axeFindings, overflowFindings } from './support/quality';

/**
 * Issue 33 item 2: numbers that work. A number typed the way guests give it gets the couple's default country's
 * code (so its WhatsApp link opens the right chat), a number that is none is refused with a message, and "Send
 * next" walks the households not sent yet, marking each.
 */

const household = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Households' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function addHousehold(page: Page, first: string, last: string, phone = '') {
  await page.getByRole('button', { name: 'Add Household' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Household' });
  await dialog.getByLabel('Guest 1 first name').fill(first);
  await dialog.getByLabel('Guest 1 last name').fill(last);
  await dialog.getByLabel('Household phone').fill(phone);
  await dialog.getByRole('button', { name: 'Add Household' }).click();
  return dialog;
}

test(
  'a national number gets the country code; junk is refused; send next walks and marks',
  onPhones,
  async ({ page }) => {
    test.setTimeout(180_000);
    await newCouple(page);

    await test.step('the default country, set once in Settings', async () => {
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Wedding Details' }).click();
      await page.getByLabel("Default country for guests' phones").selectOption({ label: 'India' });
      await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText(
        'Your changes have been saved.',
      );
    });

    await test.step('a junk number is refused with a message; a national one is stored with +91', async () => {
      await page.goto('/planner?tab=guests');
      const dialog = await addHousehold(page, 'Ravi', 'Iyer', '12345');
      await expect(
        dialog.getByText('Enter a valid phone number for India, or start with + and the country code'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Household phone')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel('Household phone').fill('98765 43210');
      await dialog.getByRole('button', { name: 'Add Household' }).click();
      await expect(dialog).toBeHidden();

      await household(page, 'Ravi Iyer')
        .getByRole('button', { name: 'Send the RSVP link to Ravi Iyer' })
        .click();
      const send = page.getByRole('dialog', { name: 'Send Ravi Iyer their RSVP link' });
      const rsvp = await send.getByLabel('Personal RSVP link').inputValue();
      expect(rsvp).toMatch(/\/rsvp\/[\w-]{22}$/);
      const href = await send.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
      expect(decodeURIComponent(href!.split('?text=')[1]!)).toContain(rsvp);
      await page.keyboard.press('Escape');
      await expect(send).toBeHidden();
    });

    await test.step('send next: three households in turn, each marked sent', async () => {
      await addHousehold(page, 'Anil', 'Kapoor', '+44 7400 123456');
      await addHousehold(page, 'Meera', 'Das', '(98765) 12345');
      await expect(page.getByText('Showing 3 of 3 guests in 3 households')).toBeVisible();

      await page.getByRole('button', { name: 'Send next' }).click();
      const flow = page.getByRole('dialog', { name: 'Send next' });
      await expect(flow.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
      await expect(flow).toContainText('3 households have not been sent their link yet.');
      expect(await axeFindings(page)).toEqual([]);
      await flow.getByRole('button', { name: 'Start' }).click();

      const seen: string[] = [];
      for (const step of ['1 of 3', '2 of 3', '3 of 3']) {
        await expect(flow.getByText(step, { exact: true })).toBeVisible();
        const name = (await flow.getByRole('heading', { level: 3 }).textContent())!;
        seen.push(name);
        const link = flow.getByRole('link', { name: 'Send on WhatsApp' });
        expect(await link.getAttribute('href')).toMatch(
          /^https:\/\/wa\.me\/(919876543210|447400123456|919876512345)\?/,
        );
        if (test.info().project.name === 'mobile') expect(await overflowFindings(page, 360)).toEqual([]);
        // The link opens WhatsApp in a tab of its own: closed here, the flow has moved on and marked the household.
        const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await popup.close();
      }
      expect(seen.sort()).toEqual(['Anil Kapoor', 'Meera Das', 'Ravi Iyer']);
      await expect(flow.getByRole('status')).toHaveText('All done: 3 sent, 0 skipped.');
      await flow.getByRole('button', { name: 'Done' }).click();
      await expect(flow).toBeHidden();
      for (const name of seen)
        await expect(household(page, name).getByText('Sent', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Send next' }).click();
      await expect(flow).toContainText('Every household has been sent its link.');
      await expect(flow.getByRole('button', { name: 'Start' })).toBeDisabled();
    });
  },
);
