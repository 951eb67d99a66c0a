import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import type { InviteRole, WeddingPort, WeddingRole } from '@/lib/backend';
import { useWeddingPeople, useWeddingPort } from './api/use-wedding';
import { formatMomentDay } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { ROLE_WORDS } from '../../../supabase/functions/_shared/wedding-invite-mail';

const ROLE_NAMES: Record<WeddingRole, string> = {
  owner: 'Owner',
  partner: 'Partner',
  planner: 'Planner',
  family: 'Family',
};
const INVITE_ROLES: InviteRole[] = ['partner', 'planner', 'family'];

const words = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/** Choosing or leaving a wedding changes what every page reads: the app starts afresh on the hub. */
const reloadHub = () => window.location.assign(paths.account());

function LocalWedding() {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        This wedding lives in this browser only. Planning together — a partner, a planner or family each
        signing in to the same wedding — needs a cloud account.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        To move it: export a backup, then restore it in your cloud account. Everything comes with it.
      </p>
      <Button asChild variant="secondary" className="mt-3">
        <Link to={paths.settings({ tab: 'data' })}>Export a backup in Settings</Link>
      </Button>
    </>
  );
}

const RoleOptions = () =>
  INVITE_ROLES.map((r) => (
    <option key={r} value={r}>
      {ROLE_NAMES[r]}
    </option>
  ));

function RoleWords() {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
      {(Object.keys(ROLE_WORDS) as WeddingRole[]).map((role) => (
        <div key={role} className="contents">
          <dt className="font-medium text-foreground">{ROLE_NAMES[role]}</dt>
          <dd className="text-muted-foreground">{ROLE_WORDS[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

type Confirm = { title: string; description: string; label: string; run: () => Promise<void> };

/**
 * The hub's "Planning together" (issue 30, items 3 and 6): who is in the wedding and with what role; the couple
 * invites by e-mail or copies a join link and revokes open links; the owner changes roles, removes someone and hands
 * the wedding over; anyone leaves. A local wedding says how to move it to the cloud instead.
 */
export function PlanningTogetherPanel({
  wedding,
  userId,
  leaveTo = reloadHub,
}: {
  wedding: WeddingPort;
  userId: string;
  /** Where the app goes once this member has left: a full load of the hub. */
  leaveTo?: () => void;
}) {
  const [params] = useSearchParams();
  const people = useWeddingPeople(wedding, userId);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [inviteRole, setInviteRole] = useState<InviteRole>('partner');
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    params.has('joined') ? 'You joined this wedding. Every page now shows its plan.' : null,
  );
  const [copied, setCopied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const load = () => people.refetch();

  /** Runs a member operation; its refusal is said in words, and the lists are read again after it. */
  const act = async (run: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      if (done) setNotice(done);
      await load();
    } catch (e) {
      setError(words(e));
    } finally {
      setBusy(false);
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) {
      setInviteError('Enter the e-mail address to send the invitation to.');
      return;
    }
    setBusy(true);
    setInviteError(null);
    try {
      await wedding.invite(email.trim(), inviteRole);
      setNotice(`Invitation sent to ${email.trim()}.`);
      setEmail('');
      await load();
    } catch (e) {
      // The address and role stay, so nothing typed is lost.
      setInviteError(words(e));
    } finally {
      setBusy(false);
    }
  };

  const copyLink = async () => {
    setBusy(true);
    setInviteError(null);
    try {
      const link = await wedding.createLink(inviteRole, email.trim() || undefined);
      setCopied(link.url);
      await navigator.clipboard?.writeText(link.url).catch(() => undefined);
      await load();
    } catch (e) {
      setInviteError(words(e));
    } finally {
      setBusy(false);
    }
  };

  if (!wedding.shared)
    return (
      <Frame>
        <LocalWedding />
      </Frame>
    );

  const role = people.data?.role;
  const members = people.data?.members ?? null;
  const links = people.data?.links ?? [];
  const couple = role === 'owner' || role === 'partner';
  const owner = role === 'owner';
  const shownError = error ?? (people.error ? words(people.error) : null);
  return (
    <Frame>
      {notice && (
        <p role="status" className="mb-3 rounded-lg bg-accent p-3 text-sm text-foreground">
          {notice}
        </p>
      )}
      {shownError && (
        <p role="alert" className="mb-3 text-sm text-destructive-strong">
          {shownError}
        </p>
      )}
      {members === null ? (
        !shownError && <p className="text-sm text-muted-foreground">Reading who is in this wedding…</p>
      ) : (
        <ul aria-label="Members" className="divide-y divide-border">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-2 py-3">
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-foreground">
                  {m.name}
                  {m.userId === userId && ' (you)'}
                </span>
                {m.name !== m.email && (
                  <span className="block text-sm break-all text-muted-foreground">{m.email}</span>
                )}
              </span>
              {owner && m.role !== 'owner' ? (
                <>
                  <label className="sr-only" htmlFor={`role-${m.userId}`}>
                    Role for {m.name}
                  </label>
                  <NativeSelect
                    id={`role-${m.userId}`}
                    className="w-auto"
                    value={m.role}
                    disabled={busy}
                    onChange={(e) =>
                      void act(
                        () => wedding.setRole(m.userId, e.target.value as InviteRole),
                        `${m.name} is now ${ROLE_NAMES[e.target.value as InviteRole].toLowerCase()}.`,
                      )
                    }
                  >
                    <RoleOptions />
                  </NativeSelect>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      setConfirm({
                        title: `Hand this wedding over to ${m.name}?`,
                        description: `${m.name} becomes the owner and you become a partner.`,
                        label: 'Hand over',
                        run: () => wedding.transfer(m.userId),
                      })
                    }
                  >
                    Make owner
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      setConfirm({
                        title: `Remove ${m.name} from this wedding?`,
                        description: 'They lose access to the plan at once.',
                        label: 'Remove',
                        run: () => wedding.remove(m.userId),
                      })
                    }
                  >
                    Remove
                  </Button>
                </>
              ) : (
                <Badge tone="brand">{ROLE_NAMES[m.role]}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}

      {couple && (
        <>
          <h3 className="mt-6 mb-2 font-medium text-foreground">Invite someone</h3>
          <RoleWords />
          <form
            onSubmit={(e) => void invite(e)}
            className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem]"
            noValidate
          >
            <Field label="E-mail" error={inviteError}>
              {(p) => <Input {...p} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
            </Field>
            <Field label="Role">
              {(p) => (
                <NativeSelect
                  {...p}
                  value={inviteRole}
                  onChange={(e) => setInviteRole(e.target.value as InviteRole)}
                >
                  <RoleOptions />
                </NativeSelect>
              )}
            </Field>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" disabled={busy}>
                Send invitation
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void copyLink()}>
                Copy a join link
              </Button>
            </div>
          </form>
          {copied && (
            <Field label="Join link (copied; it works once, for 7 days)" className="mt-3">
              {(p) => <Input {...p} readOnly value={copied} onFocus={(e) => e.currentTarget.select()} />}
            </Field>
          )}
          {links.length > 0 && (
            <>
              <h3 className="mt-6 mb-2 font-medium text-foreground">Open join links</h3>
              <ul aria-label="Open join links" className="divide-y divide-border">
                {links.map((l) => (
                  <li key={l.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                    <span className="min-w-0 flex-1 break-all">
                      {ROLE_NAMES[l.role]}
                      {l.email ? ` · ${l.email}` : ''} · until {formatMomentDay(l.expiresAt)}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      aria-label={`Revoke the ${ROLE_NAMES[l.role].toLowerCase()} link${l.email ? ` for ${l.email}` : ''}`}
                      onClick={() => void act(() => wedding.revokeLink(l.id), 'Join link revoked.')}
                    >
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}

      {members !== null && (
        <Button
          variant="secondary"
          className="mt-6"
          disabled={busy}
          onClick={() =>
            setConfirm({
              title: 'Leave this wedding?',
              description: owner
                ? 'It passes to a partner (else the longest-standing member), and you lose access to its plan.'
                : 'You lose access to its plan until someone invites you again.',
              label: 'Leave',
              run: async () => {
                await wedding.leave();
                leaveTo();
              },
            })
          }
        >
          Leave this wedding
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.title ?? ''}
        description={confirm?.description}
        confirmLabel={confirm?.label}
        onConfirm={() => confirm && void act(confirm.run)}
      />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="planning-together" className="mt-8 rounded-xl border border-border bg-card p-5">
      <h2 id="planning-together" className="mb-3 font-serif text-xl font-semibold text-foreground">
        Planning together
      </h2>
      {children}
    </section>
  );
}

/** The hub's section for the signed-in user's current wedding. */
export function PlanningTogether() {
  const { wedding, userId } = useWeddingPort();
  return wedding && <PlanningTogetherPanel wedding={wedding} userId={userId} />;
}
