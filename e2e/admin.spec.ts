import { expect, test, type Page } from '@playwright/test';
import { DB_NAME } from '../src/lib/backend/local/db';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { addAccount, adminAction, signInRefused, userRow } from './support/accounts';
import {
  fillSignIn,
  fillSignUp,
  freshEmail,
  newCouple,
  PASSWORD,
  signIn,
  signOutFromHeader,
  signUp,
} from './support/auth';
import { onPhones } from './support/projects';

/**
 * Issue 12 in local mode, on desktop and phone: the first account of a browser is its super admin and runs the users;
 * a vendor applies, an admin approves, a couple finds the vendor; contact messages reach the admins. Issue 16 item 3:
 * delete my account.
 */
const stat = (page: Page, name: string) => page.getByRole('group', { name }).locator('p').first();
const userRows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function openAdmin(page: Page, tab?: string) {
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('the first account runs the users: stats, search, filters, suspend, admins, delete, the last super admin', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const root = await signUp(page);
  const ann = await addAccount(page, { tag: 'ann' });
  await addAccount(page, { tag: 'ben', confirmed: false });
  await addAccount(page, { tag: 'cat', status: 'suspended' });
  await signOutFromHeader(page);

  // A visitor is sent to sign in, and comes back.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, root.email, root.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Super Admin', { exact: true }).first()).toBeVisible();

  // The figures are the accounts this test made: four users, two of them active (one unconfirmed, one suspended).
  await expect(stat(page, 'Total Users')).toHaveText('4');
  await expect(stat(page, 'Active Users')).toHaveText('2');
  await expect(stat(page, 'New Users Today')).toHaveText('4');
  await expect(stat(page, 'Total Vendors')).toHaveText('0');

  const search = page.getByRole('searchbox', { name: 'Search users...' });
  await search.fill('ANN-');
  await expect(userRows(page)).toHaveCount(1);
  await expect(userRows(page)).toContainText(ann.email);
  await search.fill('');
  const status = page.getByLabel('Status');
  for (const [option, count] of [
    ['Pending', 1],
    ['Suspended', 1],
    ['Active', 2],
  ] as const) {
    await status.selectOption({ label: option });
    await expect(userRows(page)).toHaveCount(count);
    for (const row of await userRows(page).all()) await expect(row).toContainText(option);
  }
  await status.selectOption({ label: 'All Users' });
  await expect(userRows(page)).toHaveCount(4);

  // Suspend: the user is told at sign-in; activate: they sign in again.
  await adminAction(page, ann.email, 'Suspend');
  await expect(userRow(page, ann.email)).toContainText('Suspended');
  await signOutFromHeader(page);
  await signInRefused(page, ann, 'Your account has been suspended. Please contact support.');
  await signIn(page, root);
  await openAdmin(page);
  await adminAction(page, ann.email, 'Activate');
  await expect(userRow(page, ann.email)).toContainText('Active');

  // Make admin: they open /admin. Remove admin: they are sent home.
  await adminAction(page, ann.email, 'Make admin');
  await expect(userRow(page, ann.email)).toContainText('Admin');
  await signOutFromHeader(page);
  await signIn(page, ann);
  await openAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  // A plain admin manages users but not admins.
  await page.getByRole('button', { name: `Actions for ${root.email}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Suspend' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOutFromHeader(page);
  await signIn(page, root);
  await openAdmin(page);
  await adminAction(page, ann.email, 'Remove admin');
  await expect(userRow(page, ann.email)).not.toContainText('Admin');
  await signOutFromHeader(page);
  await signIn(page, ann);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  // The last super admin stays, with the reason said.
  await signOutFromHeader(page);
  await signIn(page, root);
  await openAdmin(page);
  await adminAction(page, root.email, 'Remove admin');
  await expect(
    page.getByText('The last super admin cannot be removed. Make another super admin first.', {
      exact: true,
    }),
  ).toBeVisible();
  await adminAction(page, root.email, 'Suspend');
  await expect(
    page.getByText('The last super admin cannot be suspended. Make another super admin first.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(userRow(page, root.email)).toContainText('Super Admin');

  // Delete, behind a dialog naming the address; a double click deletes once.
  await adminAction(page, ann.email, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await expect(dialog).toContainText(ann.email);
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Delete user' }));
  await expect(userRow(page, ann.email)).toHaveCount(0);
  await expect(page.getByText(`Deleted ${ann.email}.`, { exact: true })).toBeVisible();
  await expect(page.getByText('That user no longer exists.')).toHaveCount(0);
  await expect(stat(page, 'Total Users')).toHaveText('3');

  // Every action is in the audit trail, newest first.
  const audit = page.getByRole('list', { name: 'Admin actions' }).getByRole('listitem');
  await expect(audit.first()).toContainText(`${root.email} · Deleted · ${ann.email}`);
  // Suspend, activate, make admin, remove admin, delete: the two refusals changed nothing and are not there.
  await expect(audit).toHaveCount(5);

  await signOutFromHeader(page);
  await signInRefused(page, ann, 'Failed to sign in. Please check your credentials.');
});

test(
  'a vendor applies in three steps, an admin approves, a couple finds and adds them; contact messages reach the admins',
  onPhones,
  async ({ page }) => {
    test.setTimeout(240_000);
    const root = await signUp(page);
    await signOutFromHeader(page);

    const subject = `Listing question ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel('Your Name').fill('Rosa Diaz');
    await page.getByLabel('Email Address').fill('rosa@bloom.example');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('How do couples find florists?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent.');

    // A visitor fills in the application.
    await page.goto('/vendor/register');
    await expect(page.getByRole('list', { name: 'Application steps' })).toContainText('Business Info');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByLabel('Business Name').fill('Bloom & Vine');
    await page.getByLabel('Contact Name').fill('Rosa Diaz');
    await page.getByLabel('Email').fill('rosa@bloom.example');
    await page.getByLabel('Website (optional)').fill('ftp://bloom.example');
    await page.getByLabel('Phone (optional)').click();
    await expect(page.getByText('Use a web address that starts with http:// or https://')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('Website (optional)').fill('https://bloom.example');
    await next.click();

    await expect(page.getByRole('heading', { name: '2. Services' })).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('Category').selectOption('Florist');
    await page.getByLabel('Description').fill('Seasonal wedding flowers, from bouquets to arches.');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Business Name')).toHaveValue('Bloom & Vine');
    await next.click();
    await expect(page.getByLabel('Description')).toHaveValue(
      'Seasonal wedding flowers, from bouquets to arches.',
    );
    await next.click();

    await expect(page.getByRole('heading', { name: '3. Location & Pricing' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByLabel('Price Range').selectOption('$$ (Moderate)');
    await submit.click();

    // Submit asks for an account; the form waits, and is sent once they are back.
    await expect(page.getByText('Sign in or create an account to submit your application.')).toBeVisible();
    await page.getByRole('link', { name: 'Create an Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const vendor = { email: freshEmail('vendor'), password: PASSWORD };
    await fillSignUp(page, vendor.email);
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
    await expect(page.getByText('Pending review')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bloom & Vine' })).toBeVisible();

    // The admin reviews it, and reads the contact message.
    await signOutFromHeader(page);
    await signIn(page, root);
    await openAdmin(page, 'applications');
    await page.getByRole('button', { name: 'Review Bloom & Vine' }).click();
    const review = page.getByRole('dialog', { name: 'Application: Bloom & Vine' });
    await expect(review).toContainText('Seasonal wedding flowers');
    await review.getByLabel('Note to the applicant (optional)').fill('Welcome aboard!');
    await clickTwiceAtOnce(review.getByRole('button', { name: 'Approve' }));
    await expect(review).toBeHidden();
    await expect(stat(page, 'Total Vendors')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Admin actions' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Contact messages' }).click();
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await page.getByRole('button', { name: `Mark handled: ${subject}` }).click();
    await expect(page.getByRole('button', { name: `Reopen: ${subject}` })).toBeVisible();

    // The vendor sees the decision.
    await signOutFromHeader(page);
    await signIn(page, vendor);
    await page.goto('/vendor/dashboard');
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome aboard!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your listing, as couples see it' })).toBeVisible();

    // A couple finds them and adds them to their own vendors.
    await signOutFromHeader(page);
    await signUp(page);
    await page.goto('/vendors');
    const find = page.getByRole('region', { name: 'Find vendors' });
    await find.getByLabel('Category').selectOption('Florist');
    await find.getByRole('searchbox', { name: 'Location' }).fill('austin');
    await find.getByRole('button', { name: 'Add Bloom & Vine to my vendors' }).click();
    await expect(find.getByRole('button', { name: 'Bloom & Vine is in your vendors' })).toBeDisabled();
    const mine = page.getByRole('list', { name: 'Vendors', exact: true });
    await expect(mine.getByRole('heading', { name: 'Bloom & Vine', exact: true })).toBeVisible();
    await reloadWhenSaved(page);
    await expect(mine.getByRole('heading', { name: 'Bloom & Vine', exact: true })).toBeVisible();
  },
);

test('delete my account: its data is gone and the address can sign up afresh', async ({ page }) => {
  const account = await newCouple(page);
  await page.goto('/music');
  await page.getByRole('button', { name: 'Add Song' }).click();
  const song = page.getByRole('dialog', { name: 'Add Song' });
  await song.getByLabel('Song Title').fill('Our First Dance');
  await song.getByLabel('Artist').fill('The Couple');
  await song.getByRole('button', { name: 'Add Song' }).click();
  await expect(page.getByRole('table', { name: 'Songs' })).toContainText('Our First Dance');
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', 'true');

  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type your email address/).fill(account.email.toUpperCase());
  await clickTwiceAtOnce(confirm);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Your account and everything in it have been deleted.', { exact: true }),
  ).toBeVisible();

  // Nothing of the account is left in the browser's store.
  const left = await page.evaluate(async (dbName) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(dbName);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const req = db.transaction(store).objectStore(store).count();
        req.onsuccess = () => resolve(req.result);
      });
    const result = {
      accounts: await count('accounts'),
      records: await count('records'),
      sessions: await count('sessions'),
    };
    db.close();
    return result;
  }, DB_NAME);
  expect(left).toEqual({ accounts: 0, records: 0, sessions: 0 });
  await page.goto('/login');
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please check your credentials.');

  // The same address signs up afresh, to an empty plan.
  await signUp(page, account.email);
  await page.goto('/music');
  await expect(page.getByRole('table', { name: 'Songs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Songs' })).not.toContainText('Our First Dance');
});
