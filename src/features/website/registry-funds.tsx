import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { QrCode } from '@/components/qr-code';
import { PublicInputError, REPORT_LIMITS, type PublicFund, type ReportGiftResult } from '@/lib/backend';
import { usePublicRecord } from '@/lib/data/use-public';
import { formatAmount, parseAmount } from '@/lib/money';
import { httpsUrl, upiPayUri } from '@/lib/upi';
import { useGuestActions } from './api/use-guest-pages';
import { useGuestMessages } from './messages';

const TONES: Record<ReportGiftResult, 'success' | 'error'> = {
  reported: 'success',
  not_found: 'error',
  not_invited: 'error',
  limit_reached: 'error',
  rate_limited: 'error',
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
  const { t } = useGuestMessages();
  const { data: funds } = usePublicRecord('funds', slug, (port, key) => port.websiteFunds(key));
  if (!funds || funds.length === 0) return null;
  return (
    <section aria-labelledby="funds-title" className="mt-10">
      <h3 id="funds-title" className="text-center font-serif text-2xl font-semibold">
        {t('funds.heading')}
      </h3>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">{t('funds.intro')}</p>
      <ul aria-label={t('funds.heading')} className="mt-6 grid gap-4 sm:grid-cols-2">
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
  const { t } = useGuestMessages();
  const uri = fund.upiId ? upiPayUri(fund.upiId, fund.payeeName || payee, currency) : null;
  const link = fund.paymentUrl ? httpsUrl(fund.paymentUrl) : null;
  return (
    <li className="min-w-0 rounded-xl border border-border bg-background p-4 shadow-sm">
      <h4 className="font-medium [overflow-wrap:anywhere]">{fund.title}</h4>
      {fund.goal !== null && (
        <p className="mt-1 text-sm text-copy">
          {t('funds.goal', { amount: formatAmount(fund.goal, currency) })}
        </p>
      )}
      {fund.description && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-copy">
          {fund.description}
        </p>
      )}
      {uri && (
        <figure className="mt-3 flex flex-col items-center gap-2">
          <QrCode text={uri} label={t('funds.qrFor', { fund: fund.title })} />
          <figcaption className="text-center text-sm [overflow-wrap:anywhere] text-copy">
            {t('funds.scan')} <span className="font-medium">{fund.upiId}</span>
          </figcaption>
          <a href={uri} className="text-sm font-medium text-primary-strong underline underline-offset-2">
            {t('funds.openUpi')}
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
            {t('funds.payLink')}
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
  const { t } = useGuestMessages();
  const guest = useGuestActions();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!token) return <p className="mt-3 text-sm text-muted-foreground">{t('funds.openLink')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = parseAmount(amount, currency);
    if (value === null || value <= 0 || value > REPORT_LIMITS.amount) {
      setError(t('funds.amountError', { max: formatAmount(REPORT_LIMITS.amount, currency) }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await guest.reportGift(slug, fund.id, token, value, note.trim() || null);
      setNotice({
        tone: TONES[result],
        text: t(`funds.result.${result}`, { max: String(REPORT_LIMITS.perHousehold) }),
      });
      if (result === 'reported') {
        setAmount('');
        setNote('');
      }
    } catch (failure) {
      setNotice({
        tone: 'error',
        text:
          failure instanceof PublicInputError
            ? t('funds.checkInput', { max: String(REPORT_LIMITS.note) })
            : t('funds.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('funds.tellFor', { fund: fund.title })}
      className="mt-4 space-y-3 border-t border-border pt-3"
    >
      <Field label={t('funds.amount')} error={error}>
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
      <Field label={t('funds.note')}>
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
        {t('funds.tell')}
      </Button>
    </form>
  );
}
