import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { putTables } from './support/perf';
import { onPhones } from './support/projects';
import { overflowFindings } from './support/quality';

/**
 * Issue 33 item 5: the guests' pages in the couple's languages. A household set to Hindi reads its RSVP page in Hindi;
 * the site switched to Spanish shows the website's headings and dates in Spanish, and so does the public invitation
 * page. Local mode: "a guest" is this
 * browser opening the links (the cloud reads are tested on PGlite in tests/db/guest-languages.test.ts).
 */

const TOKEN = 'Lang_household-token-e2e';
const INVITE_TOKEN = 'Lang_invitation-token-e2e';
const SLUG = 'priya-and-arjun';

async function seedWedding(page: Page) {
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  const createdAt = new Date().toISOString();
  const records: Record<string, { id: string; [field: string]: unknown }[]> = {
    events: [{ id: 'sangeet', name: 'Sangeet', date: '2027-06-12', startTime: '19:00', isPublic: true }],
    invites: [
      {
        id: 'i1',
        name: 'Our wedding',
        date: '2027-06-12',
        token: INVITE_TOKEN,
        hosts: 'Priya & Arjun',
        venue: 'Jaipur',
      },
    ],
    households: [{ id: 'h1', name: 'The Sharma family', rsvpToken: TOKEN, createdAt }],
    guests: [
      {
        id: 'g1',
        householdId: 'h1',
        firstName: 'Rohan',
        side: 'both',
        tags: [],
        plusOneAllowed: false,
        isChild: false,
        createdAt,
      },
    ],
    rsvp_answers: [{ id: 'g1.sangeet', guestId: 'g1', eventId: 'sangeet', status: 'awaiting' }],
  };
  await putTables(page, records);
}

/** The site published (and, when given, its language chosen) in the couple's website settings. */
async function saveWebsite(page: Page, language?: string) {
  await page.goto('/planner?tab=guests&section=website');
  await page.getByLabel('Web address').fill(SLUG);
  await page.getByRole('checkbox', { name: /Published/ }).check();
  if (language) await page.getByLabel('Language for guests').selectOption({ label: language });
  await page.getByRole('button', { name: 'Save Website' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

async function chooseHouseholdLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: 'Edit household The Sharma family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Household' });
  await dialog.getByLabel('Language').selectOption({ label: language });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test(
  'a household set to Hindi reads its RSVP page in Hindi, and answers in it',
  onPhones,
  async ({ page }) => {
    await seedWedding(page);
    await chooseHouseholdLanguage(page, 'हिन्दी (Hindi)');

    await page.goto(`/rsvp/${TOKEN}`);
    await expect(page.getByRole('heading', { name: 'आपका उत्तर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('प्रिय The Sharma family,')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'आप सादर आमंत्रित हैं' })).toBeVisible();
    await expect(page.getByText('शनिवार, 12 जून 2027')).toBeVisible();
    await expect(page.getByText('7:00 pm')).toBeVisible();

    await page
      .getByRole('radiogroup', { name: 'Sangeet में Rohan' })
      .getByRole('radio', { name: 'सहर्ष उपस्थित रहेंगे' })
      .check();
    await page.getByRole('button', { name: 'RSVP भेजें' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'धन्यवाद! आपके उत्तर सहेज लिए गए हैं।' }),
    ).toBeVisible();

    if (test.info().project.name === 'mobile') {
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await overflowFindings(page, 360)).toEqual([]);
    }
  },
);

test('the site switched to Spanish shows the website’s headings and dates in Spanish, and the invitation’s', async ({
  page,
}) => {
  await seedWedding(page);
  await saveWebsite(page);
  await page.goto(`/w/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`/i/${INVITE_TOKEN}`);
  await expect(page.getByText("You're invited")).toBeVisible();

  await saveWebsite(page, 'Español (Spanish)');

  await page.goto(`/w/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Programa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirmación' })).toBeVisible();
  await expect(page.getByText('¡Nos casamos!')).toBeVisible();
  await expect(page.getByText('sábado, 12 de junio de 2027')).toBeVisible();
  await expect(page.getByText('7:00 p. m.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto(`/i/${INVITE_TOKEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya & Arjun' })).toBeVisible();
  await expect(page.getByText('Estás invitado')).toBeVisible();
  await expect(page.getByText('Cuándo')).toBeVisible();
  await expect(page.getByText('sábado, 12 de junio de 2027')).toBeVisible();
  await expect(page.getByText('Dónde')).toBeVisible();
  await expect(
    page.getByText('Por favor, dinos si puedes acompañar a Priya & Arjun', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A household set back to no language of its own follows the site.
  await page.goto('/planner?tab=guests');
  await chooseHouseholdLanguage(page, 'हिन्दी (Hindi)');
  await chooseHouseholdLanguage(page, 'Same as the website');
  await page.goto(`/rsvp/${TOKEN}`);
  await expect(page.getByRole('heading', { name: 'Tu respuesta' })).toBeVisible();
});
