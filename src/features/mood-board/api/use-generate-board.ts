import { useCallback, useEffect, useRef, useState } from 'react';
import { useUserBackend } from '@/lib/auth';
import { useAi } from '@/lib/ai/use-ai';
import { generateImage } from '@/lib/ai/image';
import { IMAGE_RATE_LIMIT_MS } from '@/lib/ai/rate-limit';
import { shortId } from '@/lib/ids';
import { boardName, imageKeyFor, PROMPT_MAX, tooLongPromptMessage, type MoodBoard } from '../model';
import { usePrimeBoardImage } from './use-board-image';

/** Spec §8: the mood board's own fallback when a failure carries no message. */
export const MOOD_BOARD_FAILED_MESSAGE = 'Failed to generate mood board. Please try again in a moment.';

/**
 * When the current rate-limit block ends (epoch ms). Kept outside the component so leaving the page and coming
 * back inside the 60 s still shows the block and its countdown.
 */
let blockedUntil: { until: number; message: string } | null = null;

export function resetMoodBoardBlockForTests() {
  blockedUntil = null;
}

const retryAfterOf = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'retryAfterMs' in error &&
  typeof error.retryAfterMs === 'number'
    ? error.retryAfterMs
    : IMAGE_RATE_LIMIT_MS;

/**
 * The mood board's generate state (spec §4): a generating flag while the request runs, and after a rate-limit
 * error a block that lasts until the limit frees (at most the 60 s cool-down) and then clears with its message.
 * A success stores the image through the file port, then the board record; a failure keeps the user's prompt.
 */
export function useGenerateBoard(addBoard: (board: MoodBoard) => Promise<MoodBoard>) {
  const ai = useAi();
  const { files } = useUserBackend();
  const primeImage = usePrimeBoardImage();
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    blockedUntil && blockedUntil.until > Date.now() ? blockedUntil.message : null,
  );
  const [block, setBlock] = useState(() =>
    blockedUntil && blockedUntil.until > Date.now() ? blockedUntil.until : null,
  );
  const [now, setNow] = useState(() => Date.now());
  const controller = useRef<AbortController | null>(null);

  // Leaving the page abandons a request in flight: its result would land in a page that is gone.
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (block === null) return;
    const tick = () => {
      const t = Date.now();
      if (t >= block) {
        setBlock(null);
        setError(null);
        if (blockedUntil?.until === block) blockedUntil = null;
      } else setNow(t);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [block]);

  const generate = useCallback(
    async (prompt: string): Promise<boolean> => {
      const text = prompt.trim();
      if (!text || generating || block !== null) return false;
      if (text.length > PROMPT_MAX) {
        setError(tooLongPromptMessage(text.length));
        return false;
      }
      if (ai.imageUnavailable) return false;

      const abort = new AbortController();
      controller.current = abort;
      setGenerating(true);
      setError(null);
      try {
        const client = await ai.client();
        if (!client) return false;
        const { blob } = await generateImage(client, text, {
          signal: abort.signal,
          chatModel: ai.provider.chatModel,
          imageModel: ai.provider.imageModel,
        });
        const id = shortId();
        const imageKey = imageKeyFor(id, blob.type);
        await files.put(imageKey, blob);
        primeImage(imageKey, blob);
        try {
          await addBoard({
            id,
            name: boardName(text),
            prompt: text,
            imageKey,
            isFavorite: false,
            createdAt: new Date().toISOString(),
          });
        } catch (saveError) {
          // No record points at the image: don't leave it behind.
          await files.remove(imageKey).catch(() => undefined);
          throw saveError;
        }
        return true;
      } catch (failure) {
        if (abort.signal.aborted) return false;
        const message =
          failure instanceof Error && failure.message ? failure.message : MOOD_BOARD_FAILED_MESSAGE;
        setError(message);
        if (message.includes('Rate limit exceeded')) {
          const until = Date.now() + Math.min(retryAfterOf(failure), IMAGE_RATE_LIMIT_MS);
          blockedUntil = { until, message };
          setNow(Date.now());
          setBlock(until);
        }
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
        if (!abort.signal.aborted) setGenerating(false);
      }
    },
    [generating, block, ai, files, primeImage, addBoard],
  );

  const secondsLeft = block === null ? 0 : Math.max(1, Math.ceil((block - now) / 1000));
  return { generate, generating, error, rateLimited: block !== null, secondsLeft };
}
