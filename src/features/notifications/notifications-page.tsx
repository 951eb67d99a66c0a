import { Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCollection, useProfile, useUndoableRemove } from '@/lib/data';
import { useReminderCommands } from './api/use-reminder-commands';
import { shortId } from '@/lib/ids';
import { dueAt, remindersCollection, sortReminders, type ReminderDraft } from './model';
import { NotificationSettings } from './notification-settings';
import { ReminderItem } from './reminder-item';
import { lazyNamed } from '@/lib/lazy-named';
import { todayIso } from '@/lib/dates';
import { SideColumn } from '@/components/side-column';
import { notificationsHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const ReminderForm = lazyNamed(() => import('./reminder-form'), 'ReminderForm');
// The payments due arrive after the page's first load, with the budget's index and the payment schedule's rules
// (the index is not on this page's first load, nor on Settings', which loads the notifications' index).
const DuePayments = lazy(() =>
  import('@/features/budget')
    .then((budget) => budget.loadPaymentViews())
    .then((m) => ({ default: m.DuePayments })),
);

export default function NotificationsPage() {
  const { items, isLoading } = useCollection(remindersCollection);
  const { addReminder } = useReminderCommands();
  const remove = useUndoableRemove(remindersCollection);
  const [adding, setAdding] = useState(false);
  const reminders = useMemo(() => sortReminders(items), [items]);
  const [now] = useState(() => Date.now());
  const { data: profile } = useProfile();
  const [paymentsDue, setPaymentsDue] = useState(0);

  const save = async (draft: ReminderDraft) => {
    await addReminder({
      id: shortId(),
      title: draft.title.trim(),
      date: draft.date,
      time: draft.time || undefined,
      type: draft.type,
    });
    setAdding(false);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...notificationsHeading}
        actions={
          <Button aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            <Plus aria-hidden="true" />
            Add Notification
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {adding && (
            <Card>
              <h2 className="mb-4 font-serif text-lg font-semibold">Add Notification</h2>
              <ReminderForm onSave={save} onCancel={() => setAdding(false)} />
            </Card>
          )}
          {/* Computed from the payment schedule on /budget, so paying or moving one updates this at once. */}
          <section aria-labelledby="payments-due-heading" hidden={paymentsDue === 0}>
            <h2 id="payments-due-heading" className="mb-3 font-serif text-lg font-semibold text-foreground">
              Payments Due
            </h2>
            <Card className="text-sm">
              <Suspense fallback={null}>
                <DuePayments
                  today={todayIso(new Date(now))}
                  currency={profile.budget.currency}
                  onCount={setPaymentsDue}
                />
              </Suspense>
            </Card>
          </section>
          <section aria-labelledby="reminders-heading">
            <h2 id="reminders-heading" className="mb-3 font-serif text-lg font-semibold text-foreground">
              Your Reminders
            </h2>
            {isLoading ? (
              <Spinner label="Loading your reminders" />
            ) : reminders.length === 0 ? (
              <p className="rounded-xl border border-dashed border-input px-6 py-10 text-center text-muted-foreground">
                No notifications set up yet. Add your first one!
              </p>
            ) : (
              <ul className="space-y-3">
                {reminders.map((r) => (
                  <ReminderItem
                    key={r.id}
                    reminder={r}
                    isPast={dueAt(r).getTime() < now}
                    onDelete={() => void remove(r.id, { name: r.title })}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
        <SideColumn waiting={isLoading}>
          <NotificationSettings />
        </SideColumn>
      </div>
    </div>
  );
}
