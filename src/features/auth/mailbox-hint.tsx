import { Link } from 'react-router';
import { authLinkClass } from './auth-layout';
import { paths } from '@/lib/paths';

/** Local mode has no mail server: say where the email went. */
export function MailboxHint() {
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
