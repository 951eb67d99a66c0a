import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from './button';
import type { DialogFrame } from './dialog-frame';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

type Frame = typeof DialogFrame;
let loaded: Frame | null = null;
let loading: Promise<Frame> | null = null;

/** The Radix dialog's code, fetched once for every dialog of the app; a failed fetch is tried again next time. */
function loadFrame(): Promise<Frame> {
  loading ??= import('./dialog-frame').then(
    (m) => (loaded = m.DialogFrame),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A modal dialog with a title, optional description, and a close button. Our dialogs open from state, and a closed
 * one shows nothing: the Radix dialog (focus trap, scroll lock, layers: about 12 KiB gzip) is fetched when a page
 * with a dialog has rendered, not before its first paint, and is in place long before anyone can open one.
 */
export function Dialog(props: DialogProps) {
  const [Frame, setFrame] = useState<Frame | null>(() => loaded);
  const { open } = props;
  // Our dialogs open from state, not a Radix Trigger, so Radix has nothing to return focus to on close and
  // leaves keyboard users on <body>. Remember what had focus when `open` turned true (during that render, before
  // a form field inside can autofocus, and whether or not the frame has arrived yet) for the frame to go back to.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  useEffect(() => {
    if (Frame) return;
    let live = true;
    // Opening a dialog whose fetch failed (offline, a deploy in between) tries again.
    loadFrame().then(
      (frame) => {
        if (live) setFrame(() => frame);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Frame, open]);
  // A form fetched when its dialog first opens (lazyNamed) shows with the dialog, not after an empty one.
  return Frame ? (
    <Suspense fallback={null}>
      <Frame {...props} opener={opener} />
    </Suspense>
  ) : null;
}

/** "Delete this?" with Cancel and a confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
