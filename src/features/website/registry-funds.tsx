import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { QrCode } from '@/components/qr-code';
import { PublicInputError, REPORT_LIMITS, type PublicFund, type ReportGiftResult } from '@/lib/backend';
import { usePublicRecord } from '@/lib/data/use-public';
import { formatAmount, parseAmount } from '@/lib/money';
import { httpsUrl, upiPayUri } from '@/lib/upi';
import { useGuestActions } from './api/use-guest-pages';

const MESSAGES: Record<ReportGiftResult, { tone: 'success' | 'error'; text: string }> = {
  reported: { tone: 'success', text: 'Thank you! The couple will see what you sent.' },
  not_found: { tone: 'error', text: 'This fund is no longer on the registry.' },
  not_invited: {
    tone: 'error',
    text: "Your invitation link doesn't work here any more. Please open the latest link the couple sent you, then try again.",
  },
  limit_reached: {
    tone: 'error',
    text: `Your household has already told the couple about ${REPORT_LIMITS.perHousehold} gifts, the most this page takes.`,
  },
  rate_limited: {
    tone: 'error',
    text: 'Too many gifts were reported from here in a short time. Please try again later.',
  },
};

/**
 * The registry's cash funds (issue 32 item 5): each with its goal and the couple's own way to be paid, a UPI QR code
 * (the exact upi://pay address beside it) and/or their https payment link. The app never handles money and says so. A
 * guest who opened their household's RSVP link here (`token`) may tell the couple what they sent; it reaches the
 * couple's gifts ledger unconfirmed. Loaded with the registry section, not with the website's first paint.
 */
export function RegistryFunds({
  slug,
  title,
  currency,
  token,
}: {
  slug: string;
  /** The couple's names: the payee UPI apps show when a fund names none. */
  title: string;
  currency: string;
  token: string | null;
}) {
  const { data: funds } = usePublicRecord('funds', slug, (port, key) => port.websiteFunds(key));
  if (!funds || funds.length === 0) return null;
  return (
    <section aria-labelledby="funds-title" className="mt-10">
      <h3 id="funds-title" className="text-center font-serif text-2xl font-semibold">
        Cash funds
      </h3>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
        You send money straight to the couple, with your own UPI app or their payment link. This website never
        handles money and never sees your payment.
      </p>
      <ul aria-label="Cash funds" className="mt-6 grid gap-4 sm:grid-cols-2">
        {funds.map((fund) => (
          <FundCard key={fund.id} fund={fund} slug={slug} payee={title} currency={currency} token={token} />
        ))}
      </ul>
    </section>
  );
}

function FundCard({
  fund,
  slug,
  payee,
  currency,
  token,
}: {
  fund: PublicFund;
  slug: string;
  payee: string;
  currency: string;
  token: string | null;
}) {
  const uri = fund.upiId ? upiPayUri(fund.upiId, fund.payeeName || payee, currency) : null;
  const link = fund.paymentUrl ? httpsUrl(fund.paymentUrl) : null;
  return (
    <li className="min-w-0 rounded-xl border border-border bg-background p-4 shadow-sm">
      <h4 className="font-medium [overflow-wrap:anywhere]">{fund.title}</h4>
      {fund.goal !== null && (
        <p className="mt-1 text-sm text-copy">Goal: {formatAmount(fund.goal, currency)}</p>
      )}
      {fund.description && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-copy">
          {fund.description}
        </p>
      )}
      {uri && (
        <figure className="mt-3 flex flex-col items-center gap-2">
          <QrCode text={uri} label={`UPI QR code for ${fund.title}`} />
          <figcaption className="text-center text-sm [overflow-wrap:anywhere] text-copy">
            Scan with any UPI app, or pay <span className="font-medium">{fund.upiId}</span>
          </figcaption>
          <a href={uri} className="text-sm font-medium text-primary-strong underline underline-offset-2">
            Open in a UPI app
          </a>
        </figure>
      )}
      {link && (
        <p className="mt-3">
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-primary-strong underline underline-offset-2"
          >
            Pay with the couple's link (opens their payment page)
          </a>
        </p>
      )}
      <ReportForm fund={fund} slug={slug} currency={currency} token={token} />
    </li>
  );
}

function ReportForm({
  fund,
  slug,
  currency,
  token,
}: {
  fund: PublicFund;
  slug: string;
  currency: string;
  token: string | null;
}) {
  const guest = useGuestActions();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!token)
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        Sent something? Open the personal RSVP link from your invitation to tell the couple here.
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = parseAmount(amount, currency);
    if (value === null || value <= 0 || value > REPORT_LIMITS.amount) {
      setError(`Enter the amount you sent, up to ${formatAmount(REPORT_LIMITS.amount, currency)}`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await guest.reportGift(slug, fund.id, token, value, note.trim() || null);
      setNotice(MESSAGES[result]);
      if (result === 'reported') {
        setAmount('');
        setNote('');
      }
    } catch (failure) {
      setNotice({
        tone: 'error',
        text:
          failure instanceof PublicInputError
            ? `Please check the amount and keep the note under ${REPORT_LIMITS.note} characters.`
            : "We couldn't reach the couple. Please check your connection and try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Tell the couple what you sent to ${fund.title}`}
      className="mt-4 space-y-3 border-t border-border pt-3"
    >
      <Field label="Amount you sent" error={error}>
        {(p) => (
          <Input
            {...p}
            inputMode={currency === 'INR' ? 'text' : 'decimal'}
            autoComplete="off"
            maxLength={40}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <Field label="Note for the couple (optional)">
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            maxLength={REPORT_LIMITS.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={
            notice.tone === 'error'
              ? 'rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text'
              : 'rounded-lg bg-success-muted px-3 py-2 text-sm text-success-text'
          }
        >
          {notice.text}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        Tell the couple
      </Button>
    </form>
  );
}
