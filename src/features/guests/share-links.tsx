import { Check, Link2, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { mailtoUrl, whatsappUrl } from './sending';

/**
 * Share a page of the couple's website (the whole site, or its registry) by link, WhatsApp and e-mail. Used by the
 * website settings and by the registry's "Share Your Registry".
 */
export function ShareLinks({
  url,
  message,
  subject,
  copyLabel,
  emailLabel,
}: {
  url: string;
  message: string;
  subject: string;
  copyLabel: string;
  emailLabel: string;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {copied ? 'Copied' : copyLabel}
        </Button>
        <a
          href={whatsappUrl(undefined, `${message} ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
        >
          <MessageCircle aria-hidden="true" />
          Share on WhatsApp
        </a>
        <a
          href={mailtoUrl([], subject, `${message}\n\n${url}`)}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Mail aria-hidden="true" />
          {emailLabel}
        </a>
      </div>
      {copied === false && (
        <p role="alert" className="text-sm text-destructive-strong">
          Couldn't copy. The address is {url}
        </p>
      )}
    </div>
  );
}
