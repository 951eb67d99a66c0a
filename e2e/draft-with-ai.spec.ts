import { expect, test, type Page } from '@playwright/test';
import { gotoWhenSaved } from './support/actions';
import { newCouple } from './support/auth';
import { createFromTemplate, layerNames, selectLayer } from './support/invites';
import { onPhones } from './support/projects';
import { overflowFindings } from './support/quality';

/*
 * "Draft with AI" where couples write (issue 31 item 4), against the fake provider (e2e/fixtures/fake-openai.mjs),
 * which answers a draft with "Drafted for <the couple the prompt names>: <what the couple asked for>".
 */

/** Names and place in Settings, which every draft's prompt carries. */
async function weddingDetails(page: Page) {
  await page.goto('/settings');
  await page.getByLabel('First Name', { exact: true }).fill('Priya');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await page.getByRole('tab', { name: 'Wedding Details' }).click();
  await page.getByLabel("Partner's First Name").fill('Arjun');
  await page.getByLabel('Wedding Location').fill('Udaipur');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
}

/** The draft button; "Draft with AI: <field>" where a page offers drafts for more than one field. */
const draftButton = (page: Page, field?: string) =>
  page.getByRole('button', { name: field ? `Draft with AI: ${field}` : 'Draft with AI', exact: true });

/** Opens the draft's popover, says what it should say, and asks for it. */
async function draft(page: Page, request: string, field?: string) {
  await draftButton(page, field).click();
  const popover = page.getByRole('dialog', { name: 'Draft with AI' });
  await popover.getByLabel('What should it say? (optional)').fill(request);
  await popover.getByRole('button', { name: 'Write draft' }).click();
  await expect(popover).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await newCouple(page);
});

test(
  'the website story: a draft streams in, stays editable, and Undo puts back what was there',
  onPhones,
  async ({ page }) => {
    await weddingDetails(page);
    await page.goto('/planner?tab=guests&section=website');
    const story = page.getByRole('textbox', { name: 'Our story' });
    await story.fill('We met in Pune.');
    if (test.info().project.name === 'mobile') {
      await expect(draftButton(page, 'Our story')).toBeVisible();
      expect(await overflowFindings(page, 360)).toEqual([]);
    }

    // #pause: the fake sends three words, then waits, so the draft is caught on its way in.
    await draft(page, 'how we met #pause', 'Our story');
    await expect(story).toHaveValue('Drafted for Priya ');
    await expect(page.getByRole('button', { name: 'Stop drafting' })).toBeVisible();
    await expect(story).toHaveValue('Drafted for Priya & Arjun: how we met #pause', { timeout: 10_000 });
    await expect(draftButton(page, 'Our story')).toBeVisible();

    await story.press('End');
    await story.pressSequentially(' Edited by us.');
    await expect(story).toHaveValue('Drafted for Priya & Arjun: how we met #pause Edited by us.');
    await page.getByRole('button', { name: 'Undo draft' }).click();
    await expect(story).toHaveValue('We met in Pune.');

    // A failure says so and leaves the field as it was.
    await draft(page, 'again #fail500', 'Our story');
    await expect(page.getByRole('alert').filter({ hasText: 'could not write a draft' })).toBeVisible();
    await expect(story).toHaveValue('We met in Pune.');
  },
);

test(
  'the website welcome: drafted into its own field, saved, and shown at the top of the published site',
  onPhones,
  async ({ page }) => {
    await weddingDetails(page);
    await page.goto('/planner?tab=guests&section=website');
    await page.getByLabel('Web address').fill('priya-and-arjun-welcome');
    await draft(page, 'so glad you can come', 'Welcome message');
    const welcome = page.getByRole('textbox', { name: 'Welcome message' });
    await expect(welcome).toHaveValue('Drafted for Priya & Arjun: so glad you can come');
    await expect(page.getByRole('textbox', { name: 'Our story' })).toHaveValue('');
    // A long greeting, to see it wrap on a phone.
    await welcome.press('End');
    await welcome.pressSequentially(
      ' We cannot wait to dance with every one of you by the lakes of Udaipur!',
    );
    await page.getByRole('checkbox', { name: /Published/ }).check();
    await page.getByRole('button', { name: 'Save Website' }).click();
    await expect(page.getByText(/Your website is live at/)).toBeVisible();

    // "Live at" shows the save at once, before it has landed in the store: a page load then would drop it.
    await gotoWhenSaved(page, '/w/priya-and-arjun-welcome');
    const greeting = page.getByText('Drafted for Priya & Arjun: so glad you can come We cannot wait');
    await expect(greeting).toBeVisible();
    // Under the names, above the page's own navigation.
    const [names, words, nav] = await Promise.all([
      page.getByRole('heading', { level: 1 }).boundingBox(),
      greeting.boundingBox(),
      page.getByRole('navigation', { name: 'On this page' }).boundingBox(),
    ]);
    expect(words!.y).toBeGreaterThan(names!.y);
    expect(words!.y).toBeLessThan(nav!.y);
    if (test.info().project.name === 'mobile') {
      expect(words!.height).toBeGreaterThan(40); // more than one line
      expect(await overflowFindings(page, 360)).toEqual([]);
    }
  },
);

test('an invitation text: the draft replaces the selected text, and the editor’s Undo takes it back', async ({
  page,
}) => {
  await createFromTemplate(page);
  await selectLayer(page, 'Alex & Jordan');
  await draft(page, 'our names');
  await expect.poll(() => layerNames(page)).toContain('Drafted for the couple: our names');
  expect(await layerNames(page)).not.toContain('Alex & Jordan');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => layerNames(page)).toContain('Alex & Jordan');
});

test('a reminder to guests: the drafted message goes into each household’s WhatsApp reminder', async ({
  page,
}) => {
  await weddingDetails(page);
  await page.goto('/planner?tab=guests');
  await page.getByRole('button', { name: 'Add Household' }).click();
  const add = page.getByRole('dialog', { name: 'Add Household' });
  await add.getByLabel('Guest 1 first name').fill('Meera');
  await add.getByLabel('Guest 1 last name').fill('Sharma');
  await add.getByRole('button', { name: 'Add Household' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('checkbox', { name: /^Select / }).check();
  await page.getByRole('button', { name: 'Send reminders' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send reminders' });
  const message = dialog.getByRole('textbox', { name: 'Your message (optional)' });
  await draft(page, 'two weeks to go');
  await expect(message).toHaveValue('Drafted for Priya & Arjun: two weeks to go');
  const whatsapp = dialog.getByRole('link', { name: /^WhatsApp / });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(
      encodeURIComponent('Drafted for Priya & Arjun: two weeks to go').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    ),
  );
  await dialog.getByRole('button', { name: 'Undo draft' }).click();
  await expect(message).toHaveValue('');
});
