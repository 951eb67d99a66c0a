import { LayoutGrid, List, Palette } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAi } from '@/lib/ai/use-ai';
import { useCollection } from '@/lib/data';
import { AiProviderNote, AiUnavailableNotice } from '@/components/ai-notice';
import { BoardCard, type BoardActions, type BoardView } from './board-card';
import { downloadFilename, moodBoardsCollection, newestFirst, searchBoards, type MoodBoard } from './model';
import { PromptForm } from './prompt-form';
import { downloadBlob } from '@/lib/download';
import { useRemoveBoard } from './api/use-board-image';
import { useBoardCommands } from './api/use-board-commands';
import { useGenerateBoard } from './api/use-generate-board';
import { moodBoardHeading } from './heading';

const SHARE_NOTICES = {
  'copied-image': 'Image copied to clipboard.',
  'copied-text': 'Description copied to clipboard.',
} as const;

const loadShare = () => import('@/lib/share');

export default function MoodBoardPage() {
  const boards = useCollection(moodBoardsCollection);
  const [prompt, setPrompt] = useState('');
  const [query, setQuery] = useState('');
  const [view, setView] = useState<BoardView>('grid');
  const { addBoard, updateBoard } = useBoardCommands();
  const { generate, generating, error, rateLimited, secondsLeft } = useGenerateBoard(addBoard);

  const { imageUnavailable: unavailable, provider } = useAi();

  const shown = useMemo(() => searchBoards(newestFirst(boards.items), query), [boards.items, query]);

  const removeBoard = useRemoveBoard();
  // Fetched after the first paint, not with the page: by the time Share is clicked it is here, so the system share
  // sheet still opens within the click's user activation.
  useEffect(() => void loadShare(), []);
  const actions = useMemo<BoardActions>(
    () => ({
      // A refused write is put back and announced by the command layer.
      onToggleFavorite: (board) =>
        void updateBoard({ id: board.id, changes: { isFavorite: !board.isFavorite } }).catch(() => undefined),
      onDownload: (board, blob) => downloadBlob(blob, downloadFilename(board.name, blob.type)),
      onShare: (board, blob) =>
        void loadShare()
          .then(({ share }) =>
            share({
              image: blob ? { blob, filename: downloadFilename(board.name, blob.type || 'image/png') } : null,
              title: board.name,
              text: `Wedding mood board: ${board.prompt}`,
            }),
          )
          .then((outcome) => {
            if (outcome === 'copied-image' || outcome === 'copied-text')
              toast(SHARE_NOTICES[outcome], 'success');
          })
          .catch(() => toast("Couldn't share this mood board. Try Download instead.", 'error')),
      onDelete: (board: MoodBoard) => void removeBoard(board),
    }),
    [updateBoard, removeBoard],
  );

  const onGenerate = async () => {
    if (await generate(prompt)) setPrompt('');
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader {...moodBoardHeading} />

      <div className="space-y-6">
        {unavailable && (
          <AiUnavailableNotice
            reason={unavailable}
            feature="AI mood board"
            consequence="new mood boards can't be generated"
            provider={provider}
            className="rounded-lg border border-warning-border"
          />
        )}
        <PromptForm
          value={prompt}
          onChange={setPrompt}
          onGenerate={() => void onGenerate()}
          generating={generating}
          rateLimited={rateLimited}
          secondsLeft={secondsLeft}
          error={error}
          disabled={unavailable !== null}
        >
          {!unavailable && <AiProviderNote provider={provider} />}
        </PromptForm>

        <section aria-labelledby="mood-boards-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="mood-boards-heading" className="font-serif text-xl font-semibold text-foreground">
              Your Mood Boards
            </h2>
            <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
              <SearchInput
                className="min-w-0 flex-1 sm:w-64"
                aria-label="Search mood boards"
                placeholder="Search mood boards..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <div
                role="group"
                aria-label="View"
                className="flex rounded-lg border border-input bg-card p-0.5"
              >
                {(
                  [
                    ['grid', 'Grid view', LayoutGrid],
                    ['list', 'List view', List],
                  ] as const
                ).map(([value, label, Icon]) => (
                  <button
                    key={value}
                    type="button"
                    aria-label={label}
                    aria-pressed={view === value}
                    onClick={() => setView(value)}
                    className={cn(
                      'inline-flex size-10 items-center justify-center rounded-md',
                      view === value
                        ? 'bg-primary text-primary-foreground'
                        : 'text-muted-foreground hover:bg-secondary',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </button>
                ))}
              </div>
            </div>
          </div>

          {generating && (
            <div
              role="status"
              className="flex items-center gap-3 rounded-xl border border-accent-border bg-accent p-4 text-primary-deep"
            >
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-accent-border border-t-primary"
              />
              Creating your vision...
            </div>
          )}

          {boards.isLoading ? (
            <PageSpinner />
          ) : boards.items.length === 0 ? (
            <EmptyState
              icon={<Palette />}
              title="No mood boards yet"
              description="Start by describing your dream wedding style above."
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title="No mood boards found"
              description={`Nothing matches "${query.trim()}". Try another word from a board's name or description.`}
            />
          ) : (
            <ul
              aria-label="Mood boards"
              className={cn(view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3')}
            >
              {shown.map((board) => (
                <BoardCard key={board.id} board={board} view={view} actions={actions} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
