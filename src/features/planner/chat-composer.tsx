import { Send, Square } from 'lucide-react';
import { memo, useEffect, useEffectEvent, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { checkMessage, MAX_MESSAGE_LENGTH, tooLongMessage } from '@/lib/ai/chat';
import { formatCount } from '@/lib/format-number';

/**
 * The message box. It owns its text, so typing re-renders only this component, never the conversation above it
 * (a 200-message chat must still type smoothly). Enter sends, Shift+Enter starts a new line; Send is disabled for
 * empty or whitespace-only text, over-long text, and while a reply is pending (spec §2, §4, §5). While a reply
 * streams, Stop ends it where it got to. A message sent while the conversation is still being read waits, and says
 * so, and goes as soon as it has been read: which conversation it belongs to is not known before.
 */
export const ChatComposer = memo(function ChatComposer({
  pending,
  loading = false,
  streaming,
  onSend,
  onStop,
}: {
  pending: boolean;
  /** The conversation is still being read: a message sent now waits for it. */
  loading?: boolean;
  streaming: boolean;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState(false);
  const errorId = useId();
  const check = checkMessage(text);
  const tooLong = !check.ok && check.reason === 'too-long';
  const canSend = check.ok && !pending && !sending;

  const submit = async () => {
    if (!canSend) return;
    if (loading) {
      setQueued(true);
      return;
    }
    setQueued(false);
    setSending(true);
    try {
      // The text is cleared only once the message is kept, so a refused save leaves it to try again.
      if (await onSend(check.text)) setText('');
    } finally {
      setSending(false);
    }
  };

  // A waiting message goes once the conversation has been read, as the box reads by then; emptied, it is dropped.
  const sendWaiting = useEffectEvent(() => {
    if (!check.ok) setQueued(false);
    else if (!loading) void submit();
  });
  useEffect(() => {
    if (queued) sendWaiting();
  }, [queued, loading, pending, check.ok]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) is a new line / composition commit.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-border p-3">
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${errorId}-input`}>
          Message your AI wedding planner
        </label>
        <Textarea
          id={`${errorId}-input`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          rows={2}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? errorId : undefined}
          className="max-h-40 min-h-12 resize-none"
        />
        {streaming && (
          <Button type="button" variant="secondary" onClick={onStop} className="min-h-12">
            <Square aria-hidden="true" />
            Stop
          </Button>
        )}
        <Button type="submit" disabled={!canSend} className="min-h-12">
          <Send aria-hidden="true" />
          Send
        </Button>
      </div>
      {queued && !tooLong && (
        <p role="status" className="mt-1 text-xs text-subtle-foreground">
          Sends as soon as your conversation has loaded.
        </p>
      )}
      {tooLong && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-destructive-strong">
          {tooLongMessage(text.trim().length)}
        </p>
      )}
      {!tooLong && text.length > MAX_MESSAGE_LENGTH * 0.9 && (
        <p className="mt-1 text-xs text-subtle-foreground">
          {formatCount(text.trim().length)} / {formatCount(MAX_MESSAGE_LENGTH)} characters
        </p>
      )}
    </form>
  );
});
