import { Download, FileText, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CONTRACT_ACCEPT, contractName } from './contract';
import type { Vendor } from './model';
import { ContractError } from './api/use-contracts';

export interface ContractActions {
  upload: (vendor: Vendor, file: File) => Promise<void>;
  download: (key: string) => Promise<void>;
  remove: (vendor: Vendor) => void;
}

const failure = (error: unknown, fallback: string) =>
  error instanceof ContractError ? error.message : fallback;

/**
 * A vendor's contract: Upload Contract when there is none; otherwise its name with Download, Replace and Remove.
 * The file picker is a real, labelled file input (hidden visually) opened by the button.
 */
export function ContractControls({ vendor, actions }: { vendor: Vendor; actions: ContractActions }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      await actions.upload(vendor, file);
      setMessage({ tone: 'ok', text: 'Contract saved.' });
    } catch (error) {
      setMessage({ tone: 'error', text: failure(error, "Couldn't store the contract. Please try again.") });
    } finally {
      setBusy(false);
      // Choosing the same file again must fire a change event.
      if (input.current) input.current.value = '';
    }
  };

  const download = async () => {
    if (!vendor.contractFile) return;
    setMessage(null);
    try {
      await actions.download(vendor.contractFile);
    } catch (error) {
      setMessage({
        tone: 'error',
        text: failure(error, "Couldn't download the contract. Please try again."),
      });
    }
  };

  const pick = () => input.current?.click();

  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept={CONTRACT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Contract file for ${vendor.name}`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {vendor.contractFile ? (
        <>
          <p className="flex items-center gap-2 text-sm text-copy">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-primary-strong" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{contractName(vendor.contractFile)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="md"
              onClick={() => void download()}
              aria-label={`Download contract: ${vendor.name}`}
            >
              <Download aria-hidden="true" />
              Download Contract
            </Button>
            <Button
              variant="ghost"
              onClick={pick}
              disabled={busy}
              aria-label={`Replace contract: ${vendor.name}`}
            >
              <RefreshCw aria-hidden="true" />
              {busy ? 'Uploading...' : 'Replace'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => actions.remove(vendor)}
              disabled={busy}
              aria-label={`Remove contract: ${vendor.name}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          onClick={pick}
          disabled={busy}
          aria-label={`Upload Contract: ${vendor.name}`}
        >
          <Upload aria-hidden="true" />
          {busy ? 'Uploading...' : 'Upload Contract'}
        </Button>
      )}
      <p className="text-xs text-subtle-foreground">PDF or image (PNG, JPEG, WebP), up to 10 MB.</p>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={
            message.tone === 'error' ? 'text-sm text-destructive-strong' : 'text-sm text-success-text'
          }
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
