import { shortId } from '@/lib/ids';
import type { MailboxPort, MailItem } from '../types';
import type { LocalDb } from './db';
import { compareCodeUnits } from '@/lib/compare';

/** Local mode's stand-in for an email provider: every mail the app sends lands here, shown at /dev/mailbox. */
export async function deliverMail(
  db: LocalDb,
  mail: Pick<MailItem, 'to' | 'subject' | 'body' | 'link'>,
): Promise<MailItem> {
  const item: MailItem = { ...mail, id: shortId(12), sentAt: new Date().toISOString(), read: false };
  await db.put('mailbox', item);
  return item;
}

export function createLocalMailbox(db: LocalDb): MailboxPort {
  return {
    async list() {
      const all = await db.getAll('mailbox');
      return all.sort((a, b) => compareCodeUnits(b.sentAt, a.sentAt));
    },
    async markRead(id) {
      const item = await db.get('mailbox', id);
      if (item) await db.put('mailbox', { ...item, read: true });
    },
    async clear() {
      await db.clear('mailbox');
    },
  };
}
