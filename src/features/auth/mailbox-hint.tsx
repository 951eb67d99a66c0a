import { Link } from 'react-router';
import { config } from '@/lib/config';
import { authLinkClass } from './auth-layout';
import { paths } from '@/lib/paths';

/**
 * Local mode has no mail server: say where the email went. A production build keeps the mailbox page only when asked
 * to (config.localMailbox), since anyone at the browser could read every account's mail there; without it, say so.
 */
export function MailboxHint() {
  if (!config.localMailbox)
    return (
      <p className="mt-2">
        This app is running in local mode, with no mail server, so the email stays in this browser and this
        copy of the app has no mailbox to read it in.
      </p>
    );
  return (
    <p className="mt-2">
      This app is running in local mode, so the email was delivered to the{' '}
      <Link to={paths.mailbox()} className={authLinkClass}>
        local mailbox
      </Link>
      .
    </p>
  );
}
