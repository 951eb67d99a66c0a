import { expect, test, type Page } from '@playwright/test';
import { FAKE_AI_URL } from '../playwright.config';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { overflowFindings } from './support/quality';

/*
 * The planner proposes changes through the domain commands, and the couple decides (issue 31 items 2 and 3), against
 * the fake provider's scripted tool calls (e2e/fixtures/fake-openai.mjs).
 */

const NO_TOOLS_NOTE = "This model can't make changes to your plan; it can still answer questions.";
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const cards = (page: Page) => log(page).getByRole('list', { name: 'Proposed changes' });

interface RecordedRequest {
  path: string;
  body: { tools?: unknown[]; messages?: { role: string; content: string | null }[] };
}

/** The chat requests whose conversation began with the user's `tag` (tests run side by side). */
async function requestsFor(page: Page, tag: string): Promise<RecordedRequest[]> {
  const all = (await (await page.request.get(`${FAKE_AI_URL}/v1/requests`)).json()) as RecordedRequest[];
  return all.filter(
    (r) =>
      r.path.endsWith('/chat/completions') &&
      r.body.messages?.some((m) => m.role === 'user' && m.content?.includes(tag)),
  );
}

async function ask(page: Page, text: string) {
  await newCouple(page);
  // The task list as a couple has it: its sample tasks are made on the first visit.
  await page.goto('/upcoming-tasks');
  await expect(page.getByRole('heading', { name: 'Open tasks' })).toBeVisible();
  await page.goto('/planner');
  const tag = `t${Date.now().toString(36)}`;
  await page.getByPlaceholder('Type your message...').fill(`${text} ${tag}`);
  await page.getByRole('button', { name: 'Send' }).click();
  return tag;
}

test.describe('planner tools', () => {
  test('a proposed task is written only on Apply and shows on the task list with its due date', async ({
    page,
  }) => {
    await ask(page, 'Please add a task to book the photographer by 1 March');
    const card = cards(page).getByRole('listitem');
    await expect(card).toHaveText(/Add task "Book the photographer", due Mar 1, 2027/);
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('Applied: Add task "Book the photographer", due Mar 1, 2027.', { exact: true }),
    ).toBeVisible();
    await expect(log(page)).toContainText('Noted: {"status":"applied"');
    await card.getByRole('link', { name: 'See it in the task list' }).click();
    await expect(page).toHaveURL(/\/upcoming-tasks$/);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Book the photographer' })
        .filter({ hasText: 'Due Mar 1, 2027' }),
    ).toHaveCount(1);
  });

  test('Undo on the applied change’s notice takes the task back off the list', async ({ page }) => {
    await ask(page, 'Please add a task to book the photographer by 1 March');
    await cards(page).getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    // Followed in the app, not reloaded: the undo's write may still be landing, and the list shows it when it has.
    await cards(page).getByRole('link', { name: 'See it in the task list' }).click();
    await expect(page.getByRole('heading', { name: 'Book the photographer' })).toHaveCount(1); // the sample task
    await expect(page.getByText('Due Mar 1, 2027')).toHaveCount(0);
  });

  test('Dismiss writes nothing and the next request tells the model', async ({ page }) => {
    const tag = await ask(page, 'Add a task to book the photographer by 1 March');
    await cards(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(cards(page)).toContainText('Dismissed: nothing was changed.');
    await expect(log(page)).toContainText('Noted: {"status":"dismissed"');
    const [, next] = await requestsFor(page, tag);
    expect(JSON.parse(next!.body.messages!.at(-1)!.content!)).toMatchObject({ status: 'dismissed' });
    await page.goto('/upcoming-tasks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Due Mar 1, 2027')).toHaveCount(0);
  });

  test('the cards are kept with their reply: after a reload the applied one links to its task, none offers Apply', async ({
    page,
  }) => {
    await ask(page, 'Three things to do #three');
    const card = (name: RegExp) => cards(page).getByRole('listitem').filter({ hasText: name });
    await card(/save-the-dates/i)
      .getByRole('button', { name: 'Apply' })
      .click();
    await card(/favours/i)
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await card(/rehearsal dinner/i)
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await expect(log(page)).toContainText('Noted: ');
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();

    await page.reload();
    await expect(
      card(/save-the-dates/i).getByRole('link', { name: 'See it in the task list' }),
    ).toBeVisible();
    await expect(card(/favours/i)).toContainText('Dismissed: nothing was changed.');
    await expect(card(/rehearsal dinner/i)).toContainText('Dismissed: nothing was changed.');
    await expect(cards(page).getByRole('button', { name: /Apply|Dismiss/ })).toHaveCount(0);
  });

  test('Apply all writes three tasks as one change: one Undo takes all three back', async ({ page }) => {
    await ask(page, 'Three things to do #three');
    await log(page).getByRole('button', { name: 'Apply all (3)' }).click();
    await expect(page.getByText('Applied 3 changes from the planner.', { exact: true })).toBeVisible();
    // Followed in the app (a reload would start a new undo stack).
    await cards(page).getByRole('link', { name: 'See it in the task list' }).first().click();
    const added = page.getByRole('heading', {
      name: /Send the save-the-dates|Choose the favours|Plan the rehearsal dinner/,
    });
    await expect(added).toHaveCount(3);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(added).toHaveCount(0);
  });

  test('a proposed song is on /music once applied, and Undo takes it off', async ({ page }) => {
    const song = { title: 'At Last', artist: 'Etta James', category: 'First Dance' };
    await ask(page, `Our first dance #calls=[{"name":"add_song","arguments":${JSON.stringify(song)}}]`);
    const card = cards(page).getByRole('listitem');
    await expect(card).toHaveText(/Add "At Last" by Etta James to the playlist \(First Dance\)/);
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('Applied: Add "At Last" by Etta James to the playlist (First Dance).', { exact: true }),
    ).toBeVisible();
    // Followed in the app (a reload would start a new undo stack).
    await card.getByRole('link', { name: 'See it in the playlist' }).click();
    await expect(page).toHaveURL(/\/music$/);
    const row = page.getByRole('table', { name: 'Songs' }).getByRole('row').filter({ hasText: 'Etta James' });
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(row).toHaveCount(0);
  });

  test('a change of the wedding date says from and to, and once applied the date is the wedding’s', async ({
    page,
  }) => {
    await ask(
      page,
      'We moved the date #calls=[{"name":"update_wedding_details","arguments":{"weddingDate":"2027-02-14"}}]',
    );
    const card = cards(page).getByRole('listitem');
    await expect(card).toHaveText(/Wedding date: not set → Feb 14, 2027/);
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('Applied: Wedding date: not set → Feb 14, 2027.', { exact: true }),
    ).toBeVisible();
    await expect(log(page)).toContainText('Noted: {"status":"applied"');
    await card.getByRole('link', { name: 'See it in your wedding details' }).click();
    await expect(page.getByLabel('Wedding Date')).toHaveValue('2027-02-14');
    // The overview counts down to it (a couple without a date is asked to set one).
    await page.goto('/account');
    await expect(page.getByText(/^[\d,]+ days to go$/)).toBeVisible();
    await expect(page.getByText('Set your wedding date to start the countdown.')).toHaveCount(0);
  });

  test('a read tool runs at once and the reply quotes the figure it returned', async ({ page }) => {
    const tag = await ask(page, 'How much have we spent on catering?');
    await expect(log(page)).toContainText('Noted: {"categories":[{"category":"Catering"');
    const [, second] = await requestsFor(page, tag);
    const result = second!.body.messages!.at(-1)!;
    expect(result.role).toBe('tool');
    expect(JSON.parse(result.content!)).toMatchObject({
      categories: [{ category: 'Catering', spent: expect.any(Number) }],
    });
    await expect(log(page)).toContainText(`Noted: ${result.content}`);
    await expect(cards(page)).toHaveCount(0);
  });

  test('a model that refuses tools gets a plain reply and the note, once', async ({ page }) => {
    const tag = await ask(page, 'Where should we marry? #notools');
    await expect(log(page)).toContainText('Here is a planning idea for: Where should we marry?');
    await expect(page.getByText(NO_TOOLS_NOTE)).toHaveCount(1);
    const requests = await requestsFor(page, tag);
    expect(requests.map((r) => Boolean(r.body.tools))).toEqual([true, false]);
  });

  test('invalid tool arguments are refused, told to the model, and nothing is written', async ({ page }) => {
    await ask(page, 'Add the band #badargs');
    await expect(log(page)).toContainText(
      'Noted: {"status":"refused","reason":"dueDate: Use a date like 2027-03-01"}',
    );
    await expect(cards(page)).toHaveCount(0);
    await page.goto('/upcoming-tasks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book the band' })).toHaveCount(0);
  });

  test('the cards fit a phone: nothing overflows at 360 px', onPhones, async ({ page }) => {
    await ask(page, 'Three things to do #three');
    await expect(log(page).getByRole('button', { name: 'Apply all (3)' })).toBeVisible();
    expect(await overflowFindings(page, 360)).toEqual([]);
    await cards(page).getByRole('button', { name: 'Apply' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(cards(page).getByText('Applied.')).toHaveCount(1);
    expect(await overflowFindings(page, 360)).toEqual([]);
  });
});
