import { Check, ExternalLink, Gift } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GUEST_LIMITS, PublicInputError, type MarkGiftResult, type PublicGift } from '@/lib/backend';
import { formatAmount } from '@/lib/money';
import type { Language } from '@/lib/i18n';
import { useGuestMessages } from './messages';

/**
 * A price in the couple's currency for the page's language: INR always in Indian grouping (₹30,00,000); Spanish
 * writes other currencies with a decimal comma and grouping points ($1.234,5). Here, not with the other formats: only
 * the website's registry shows prices, so the RSVP page does not load the money code.
 */
export const priceIn = (amount: number, currency: string, language: Language) => {
  const written = formatAmount(amount, currency);
  return language === 'es' && currency !== 'INR'
    ? written.replace(/[.,]/g, (c) => (c === ',' ? '.' : ','))
    : written;
};
import { safeHttpUrl } from '@/lib/safe-url';

// The dialog (Radix, with its focus trap and scroll lock) loads when a guest first reaches for a gift, not with the
// website every guest opens.
const loadDialog = () => import('./mark-gift-dialog');
const MarkGiftDialog = lazy(loadDialog);

/**
 * The public registry: each gift with its price and store link, bought or not; a guest marks one as bought (their
 * name optional, seen only by the couple with their household's name) so two guests don't buy the same gift. Only a
 * guest who opened their household's RSVP link on this device can mark (`canMark`): anyone else is told how.
 */
export function RegistrySection({
  gifts,
  currency,
  canMark,
  onMark,
}: {
  gifts: readonly PublicGift[];
  /** The couple's currency, which their registry's prices are in. */
  currency: string;
  canMark: boolean;
  onMark: (itemId: string, buyer: string | null) => Promise<MarkGiftResult>;
}) {
  const [marking, setMarking] = useState<PublicGift | null>(null);
  const [buyer, setBuyer] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const { t, language } = useGuestMessages();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!marking || busy) return;
    setBusy(true);
    setDialogError(null);
    try {
      const result = await onMark(marking.id, buyer.trim() || null);
      setNotice({ tone: result === 'bought' ? 'success' : 'error', text: t(`registry.result.${result}`) });
      setMarking(null);
    } catch (error) {
      setDialogError(
        error instanceof PublicInputError
          ? t('registry.nameTooLong', { max: GUEST_LIMITS.buyer })
          : t('registry.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  if (gifts.length === 0) return <p className="text-muted-foreground">{t('registry.empty')}</p>;
  return (
    <>
      {!canMark && <p className="mb-4 text-center text-muted-foreground">{t('registry.howToMark')}</p>}
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={
            notice.tone === 'error'
              ? 'mb-4 rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive-text'
              : 'mb-4 rounded-lg bg-success-muted px-4 py-3 text-sm text-success-text'
          }
        >
          {notice.text}
        </p>
      )}
      <ul aria-label={t('registry.gifts')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gifts.map((gift) => {
          const link = safeHttpUrl(gift.url);
          const image = safeHttpUrl(gift.imageUrl);
          return (
            <li
              key={gift.id}
              className="flex flex-col rounded-xl border border-border bg-background p-4 shadow-sm"
            >
              {image ? (
                <img
                  src={image}
                  alt=""
                  loading="lazy"
                  className="mb-3 aspect-[4/3] w-full rounded-lg bg-secondary object-cover"
                />
              ) : (
                <div className="mb-3 flex aspect-[4/3] items-center justify-center rounded-lg bg-secondary text-faint-foreground">
                  <Gift aria-hidden="true" className="size-8" />
                </div>
              )}
              <h3 className="font-medium [overflow-wrap:anywhere]">{gift.name}</h3>
              <p className="mt-1 text-sm text-copy">
                {priceIn(gift.price, currency, language)}
                {gift.category && <span className="text-muted-foreground"> · {gift.category}</span>}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
                {gift.bought ? (
                  <Badge tone="green">
                    <Check aria-hidden="true" className="mr-1 size-3" />
                    {t('registry.bought')}
                  </Badge>
                ) : (
                  canMark && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('registry.markFor', { gift: gift.name })}
                      onPointerEnter={() => void loadDialog()}
                      onFocus={() => void loadDialog()}
                      onClick={() => {
                        setNotice(null);
                        setDialogError(null);
                        setMarking(gift);
                        setDialogLoaded(true);
                      }}
                    >
                      {t('registry.mark')}
                    </Button>
                  )
                )}
                {link && (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('registry.viewFor', { gift: gift.name })}
                    className="inline-flex min-h-8 items-center gap-1 text-sm text-primary-strong underline"
                  >
                    {t('registry.view')}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <MarkGiftDialog
            gift={marking}
            buyer={buyer}
            onBuyerChange={setBuyer}
            busy={busy}
            error={dialogError}
            onConfirm={(event) => void confirm(event)}
            onClose={() => setMarking(null)}
          />
        </Suspense>
      )}
    </>
  );
}
