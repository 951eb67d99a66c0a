import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { ContactError } from '@/lib/backend/types';
import { config } from '@/lib/config';
import { useHydrated } from '@/lib/use-hydrated';
import { CONTACT } from './contact-details';
import { CONTACT_LIMITS, contactSchema, type ContactInput, type ContactValues } from './contact-schema';
import { Turnstile } from './turnstile';
import { useSendContact } from './api/use-send-contact';
import { formatCount } from '@/lib/format-number';

const empty: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The contact form. It really sends: through the backend's contact port (local mailbox in local mode, the
 * `contact` Edge Function in cloud mode, which rate-limits senders). A failure keeps everything typed and says so.
 * A hidden honeypot field catches bots; a cloud build with a Turnstile site key adds Cloudflare's check.
 */
export function ContactForm({
  turnstileSiteKey = config.turnstileSiteKey,
}: { turnstileSiteKey?: string | null } = {}) {
  const sendContact = useSendContact();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  // false: no failure; true: the generic one; a string: the server's reason (e.g. too many messages).
  const [failed, setFailed] = useState<boolean | string>(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // A token is good for one send: a fresh widget after every attempt.
  const [captchaRound, setCaptchaRound] = useState(0);
  // A ref, not state: a double-click's second submit arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const send = async (values: ContactValues) => {
    if (inFlight.current) return;
    if (turnstileSiteKey && !captchaToken) {
      setFailed('Please complete the check that you are not a robot, then send again.');
      return;
    }
    inFlight.current = true;
    setFailed(false);
    try {
      await sendContact({ ...values, ...(captchaToken ? { captchaToken } : {}) });
      setSentTo({ name: values.name, email: values.email });
      reset(empty);
    } catch (error) {
      setFailed(error instanceof ContactError ? error.message : true);
    } finally {
      inFlight.current = false;
      if (turnstileSiteKey) {
        setCaptchaToken(null);
        setCaptchaRound((round) => round + 1);
      }
    }
  };

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-success-border bg-success-soft p-8 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <h2 className="mt-3 font-serif text-2xl font-semibold text-foreground">Message sent</h2>
        <p className="mt-2 text-copy">
          Thank you, {sentTo.name}! Your message has been sent. We'll reply to{' '}
          <span className="font-medium break-all">{sentTo.email}</span> during office hours.
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(e) => void handleSubmit(send)(e)}
      noValidate
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-foreground">
        Send us a message
      </h2>
      <p className="text-sm text-muted-foreground">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your Name" error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} required autoComplete="name" />}
        </Field>
        <Field label="Email Address" error={errors.email?.message}>
          {(p) => (
            <Input
              {...p}
              {...register('email')}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
      </div>
      <Field label="Subject" error={errors.subject?.message}>
        {(p) => <Input {...p} {...register('subject')} required />}
      </Field>
      <Field
        label="Message"
        error={errors.message?.message}
        hint={`${formatCount(message.length)} / ${formatCount(CONTACT_LIMITS.message)} characters`}
      >
        {(p) => <Textarea {...p} {...register('message')} required rows={7} />}
      </Field>

      {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>

      {turnstileSiteKey && (
        <Turnstile key={captchaRound} siteKey={turnstileSiteKey} onToken={setCaptchaToken} />
      )}

      {failed && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-destructive-border bg-destructive-soft p-4 text-destructive-deep"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-semibold">We couldn't send your message.</span>{' '}
            {typeof failed === 'string'
              ? `${failed} Everything you typed is still here; you can also email us at `
              : 'Everything you typed is still here — please try again in a moment, or email us at '}
            <a className="font-medium underline" href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </a>
            .
          </p>
        </div>
      )}

      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
