import { Download, Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DOCUMENT_ACCEPT, DOCUMENT_HINT, documentName } from '@/lib/document-file';
import { DocumentError } from '@/lib/use-documents';
import type { Payment } from './payments-model';

export interface ReceiptActions {
  upload: (payment: Payment, file: File) => Promise<void>;
  download: (key: string) => Promise<void>;
  /** Asks first: a removed file has no Undo. */
  remove: (payment: Payment) => void;
}

const failure = (error: unknown, fallback: string) =>
  error instanceof DocumentError ? error.message : fallback;

/**
 * An instalment's receipt: Attach receipt when there is none; otherwise its name with Download and Remove. The file
 * picker is a real, labelled file input (hidden visually) opened by the button.
 */
export function ReceiptControls({
  payment,
  label,
  actions,
}: {
  payment: Payment;
  /** The instalment in words, for the buttons' names. */
  label: string;
  actions: ReceiptActions;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);

  const run = async (work: () => Promise<void>, done: string | null, fallback: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      if (done) setMessage({ tone: 'ok', text: done });
    } catch (error) {
      setMessage({ tone: 'error', text: failure(error, fallback) });
    } finally {
      setBusy(false);
      // Choosing the same file again must fire a change event.
      if (input.current) input.current.value = '';
    }
  };
  const choose = (file: File | undefined) =>
    file &&
    void run(
      () => actions.upload(payment, file),
      'Receipt saved.',
      "Couldn't store the receipt. Please try again.",
    );
  const key = payment.receiptFile;

  return (
    <div className="flex w-full flex-wrap items-center gap-2 text-sm">
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Receipt file for ${label}`}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {key ? (
        <>
          <span className="min-w-0 [overflow-wrap:anywhere] text-copy">Receipt: {documentName(key)}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`Download receipt: ${label}`}
            onClick={() =>
              void run(() => actions.download(key), null, "Couldn't download the receipt. Please try again.")
            }
          >
            <Download aria-hidden="true" />
            Download
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`Remove receipt: ${label}`}
            onClick={() => actions.remove(payment)}
          >
            <Trash2 aria-hidden="true" />
            Remove receipt
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`Attach receipt: ${label}`}
          aria-describedby={`receipt-hint-${payment.id}`}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden="true" />
          {busy ? 'Uploading...' : 'Attach receipt'}
        </Button>
      )}
      <span id={`receipt-hint-${payment.id}`} className="sr-only">
        {DOCUMENT_HINT}
      </span>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'w-full text-destructive-strong' : 'w-full text-success-text'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
