/** The local mailbox port: the e-mails local mode "sends", shown at /dev/mailbox. */

/** An email the app "sent" in local mode, shown at /dev/mailbox. */
export interface MailItem {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** A link inside the app the mail asks the reader to open (confirmation, reset). */
  link: string | null;
  sentAt: string;
  read: boolean;
}

export interface MailboxPort {
  list(): Promise<MailItem[]>;
  markRead(id: string): Promise<void>;
  clear(): Promise<void>;
}
