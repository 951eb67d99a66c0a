import { defaultProfile } from '../profile-defaults';
import type { ProfileData } from '../types';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { createLocalProfile } from './profile';

let db: LocalDb;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
});

describe('local profile', () => {
  it('has no profile until the first save, which starts from the defaults', async () => {
    const port = createLocalProfile(db, 'u1', 'pat@example.com');
    expect(await port.get()).toBeNull();
    const saved = await port.save({ budget: { total: 50_000, currency: 'USD' } });
    expect(saved).toEqual({
      ...defaultProfile('pat@example.com'),
      budget: { total: 50_000, currency: 'USD' },
    });
    expect(await port.get()).toEqual(saved);
  });

  it('merges each save section by section', async () => {
    const port = createLocalProfile(db, 'u1', 'pat@example.com');
    await port.save({
      profile: { firstName: 'Pat' } as ProfileData['profile'],
      taskReminders: { t1: false },
    });
    await port.save({ profile: { lastName: 'Lee' } as ProfileData['profile'], taskReminders: { t2: true } });
    const got = await port.get();
    expect(got?.profile).toEqual({ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', phone: '' });
    expect(got?.taskReminders).toEqual({ t1: false, t2: true });
    expect(got?.notifications).toEqual(defaultProfile('').notifications);
  });

  it('fills sections a stored profile predates with the defaults', async () => {
    await db.put('profiles', {
      userId: 'u1',
      data: { budget: { total: 9, currency: 'GBP' } } as ProfileData,
    });
    const got = await createLocalProfile(db, 'u1', 'pat@example.com').get();
    expect(got?.budget).toEqual({ total: 9, currency: 'GBP' });
    expect(got?.reminders).toEqual({ frequency: '1 week before' });
    // Profiles stored before the planner could see the plan: it does, until the couple turns it off.
    expect(got?.ai).toEqual({ sharePlan: true });
  });

  it('reads a wedding section stored before the phone country with it unset, keeping the rest', async () => {
    const { phoneCountry: _, ...earlier } = { ...defaultProfile('').wedding, location: 'Goa' };
    await db.put('profiles', { userId: 'u1', data: { wedding: earlier } as ProfileData });
    const got = await createLocalProfile(db, 'u1', 'pat@example.com').get();
    expect(got?.wedding).toMatchObject({ location: 'Goa', phoneCountry: '' });
  });

  it('keeps the planner switch off once turned off', async () => {
    const port = createLocalProfile(db, 'u1', 'pat@example.com');
    await port.save({ ai: { sharePlan: false } });
    await port.save({ budget: { total: 9, currency: 'GBP' } });
    expect((await port.get())?.ai).toEqual({ sharePlan: false });
  });

  it("folds an earlier build's second pair of switches into the one email and browser setting, and drops them", async () => {
    const earlier = (reminders: object, notifications: object) =>
      ({
        ...defaultProfile('pat@example.com'),
        reminders,
        notifications: { ...defaultProfile('').notifications, ...notifications },
      }) as ProfileData;
    // The Notifications page's browser switch drove the alerts: it wins. Email stays on only if on in both places.
    await db.put('profiles', {
      userId: 'u1',
      data: earlier(
        { frequency: '3 days before', email: false, browser: true },
        { email: true, browser: false },
      ),
    });
    const port = createLocalProfile(db, 'u1', 'pat@example.com');
    const got = await port.get();
    expect(got?.reminders).toEqual({ frequency: '3 days before' });
    expect(got?.notifications).toMatchObject({ email: false, browser: true });

    // Turned off once, it stays off: the old switch is gone from what is stored.
    await port.save({ notifications: { ...got!.notifications, browser: false } });
    expect((await db.get('profiles', 'u1'))?.data.reminders).toEqual({ frequency: '3 days before' });
    expect((await port.get())?.notifications.browser).toBe(false);
  });

  it("keeps one user's profile from another", async () => {
    await createLocalProfile(db, 'a', 'a@example.com').save({
      wedding: { location: 'Goa' } as ProfileData['wedding'],
    });
    expect(await createLocalProfile(db, 'b', 'b@example.com').get()).toBeNull();
  });
});
