import { LazyMotion, MotionConfig, useReducedMotion } from 'framer-motion';
import {
  ArrowLeft,
  Download,
  Hand,
  ImagePlus,
  Layers,
  Loader2,
  Palette,
  Printer,
  Redo2,
  RotateCcw,
  Save,
  Type,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { z as zod } from '@/lib/zod';
import { useLeaveGuard } from '@/lib/guarded-history';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useAuth, useUserBackend } from '@/lib/auth';
import { inviteImageName } from '@/lib/backend';
import { SaveError, useCollection } from '@/lib/data';
import { downloadBlob } from '@/lib/download';
import { shortId } from '@/lib/ids';
import type { Design } from '../design/document';
import { EXPORTS, type ExportKind } from '../design/geometry';
import { fromCss, toCss } from '../design/color';
import { DEFAULT_FILL } from '../design/operations';
import { canZoomIn, canZoomOut, clampZoom, ZOOM, zoomIn, zoomOut } from '../design/zoom';
import { loadFonts } from '../fonts';
import { invitesCollection, uploadKey, uploadProblem, type Invite } from '../model';
import { loadImage } from '../render/assets';
import { renderDesign } from '../render/render-design';
import type { EditorAction } from './actions';
import { DesignCanvas, type View } from './canvas';
import { ColorPopover } from './color-popover';
import { draftKey } from './draft';
import { LayersPanel } from './layers-panel';
import { PropertiesPanel } from './properties-panel';
import { useDesignImages, useTemplateImage } from './use-design-images';
import { useEditor } from './use-editor';
import { useElementSize, useMediaQuery } from './use-layout';

// Layout animations (the layers list) need framer-motion's full feature set; it loads after the editor paints.
const motionFeatures = () => import('./motion-features').then((mod) => mod.default);

function ToolButton({
  label,
  icon,
  className,
  ...props
}: { label: string; icon: ReactNode } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-muted-foreground hover:bg-secondary hover:text-foreground disabled:opacity-40 aria-pressed:bg-accent aria-pressed:text-primary-strong lg:w-16 lg:py-2 [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {icon}
      <span aria-hidden="true" className="hidden text-[11px] leading-tight font-medium lg:block">
        {label}
      </span>
    </button>
  );
}

const FONT_WAIT_MS = 4000;

/**
 * The full-screen invitation editor (spec §2): tools on the left, the 800×600 card in the middle, the selection's
 * properties and the layers on the right, downloads and Save at the bottom right. On a phone the same parts stack:
 * the card on top, the selection's controls and the tools below it, the layers in a sheet.
 */
export function Editor({ invite, saved }: { invite: Invite; saved: Design }) {
  const { user } = useAuth();
  const { files } = useUserBackend();
  const { update } = useCollection(invitesCollection);
  const navigate = useNavigate();
  const editor = useEditor({ saved, draftKey: draftKey(user!.id, invite.id) });
  const { design, selection, dispatch } = editor;
  const images = useDesignImages(design, files);
  const template = useTemplateImage(design.template);
  const reducedMotion = useReducedMotion() ?? false;
  const wide = useMediaQuery('(min-width: 1024px)');
  const coarse = useMediaQuery('(pointer: coarse)');

  const areaRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const area = useElementSize(areaRef);
  const [fontsReady, setFontsReady] = useState(false);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [panMode, setPanMode] = useState(false);
  const [colour, setColour] = useState(DEFAULT_FILL);
  const [fadeInId, setFadeInId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'save' | ExportKind | 'upload'>(null);
  const [layersOpen, setLayersOpen] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    let live = true;
    // A font that never arrives (offline) must not keep the card hidden: its fallback draws instead.
    void Promise.race([loadFonts(), new Promise((r) => setTimeout(r, FONT_WAIT_MS))]).then(
      () => live && setFontsReady(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const leaveGuard = useLeaveGuard((next, current) => editor.dirty && !leaving.current && next !== current);

  const run = (action: EditorAction) => {
    if (action.type === 'addText') setFadeInId(action.id ?? null);
    dispatch(action);
  };

  // Enter edits the selected text and Escape lets go of the selection, when the canvas (or nothing) has focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        e.defaultPrevented ||
        editingId ||
        (target && target !== document.body && !target.closest('[data-canvas]'))
      )
        return;
      if (e.key === 'Escape' && selection.length) {
        e.preventDefault();
        dispatch({ type: 'select', ids: [] });
      } else if (e.key === 'Enter' && selection.length === 1) {
        const el = design.elements.find((x) => x.id === selection[0]);
        if (el?.type === 'text') {
          e.preventDefault();
          setEditingId(el.id);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [design, selection, editingId, dispatch]);

  const selectedElement = design.elements.find((el) => selection.includes(el.id));
  // An untinted image starts from the chosen colour at a light tint, so a swatch shows on it at once.
  const shownColour =
    selectedElement?.type === 'text'
      ? selectedElement.fill
      : selectedElement?.type === 'image'
        ? (selectedElement.tint ?? toCss({ ...fromCss(colour), a: 0.35 }))
        : colour;

  const addText = () => run({ type: 'addText', fill: colour, id: shortId() });

  const addImage = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) return toast(problem, 'error');
    setBusy('upload');
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url).catch(() => null);
      if (!image) return toast(`"${file.name}" could not be read as an image.`, 'error');
      const key = uploadKey(invite.id, file.type);
      await files.put(key, file);
      run({
        type: 'addImage',
        id: shortId(),
        src: { kind: 'file', key },
        natural: { width: image.naturalWidth, height: image.naturalHeight },
      });
    } catch {
      toast("Couldn't upload the image. Please try again.", 'error');
    } finally {
      URL.revokeObjectURL(url);
      setBusy(null);
    }
  };

  const download = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      downloadBlob(await renderDesign(design, files, kind), EXPORTS[kind].filename);
    } catch {
      toast("Couldn't make the image. Please try again.", 'error');
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setBusy('save');
    const current = design;
    try {
      // The public page shows the rendered card: publish it under the link's token, then keep the design.
      let imageVersion = invite.imageVersion;
      let published = true;
      try {
        await files.publish(inviteImageName(invite.token), await renderDesign(current, files, 'image'));
        imageVersion += 1;
      } catch {
        published = false;
      }
      await update(invite.id, { design: current, imageVersion });
      editor.markSaved(current);
      if (!published)
        toast(
          "Saved. The picture your link shows couldn't be updated; save again to try once more.",
          'error',
        );
      leaving.current = true;
      void navigate(paths.invites());
    } catch (error) {
      // A refused write has been explained by the data layer; say why for what it does not explain (a design too
      // large to keep, an invitation deleted meanwhile). The design stays on screen and in the draft either way.
      if (error instanceof zod.core.$ZodError)
        toast(`Couldn't save: ${error.issues[0]?.message ?? 'the design is not valid'}.`, 'error');
      else if (error instanceof SaveError && !error.cause) toast(error.message, 'error');
    } finally {
      setBusy(null);
    }
  };

  const onView = (view: View) => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.style.transform = `translate(${view.x}px, ${view.y}px)`;
    frame.style.width = `${800 * view.scale}px`;
    frame.style.height = `${600 * view.scale}px`;
  };

  const setZoomTo = (z: number) => setZoom(clampZoom(z));
  const tools = (
    <>
      <ToolButton label="Add Text" icon={<Type aria-hidden="true" />} onClick={addText} />
      <ToolButton
        label="Add Image"
        icon={
          busy === 'upload' ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" />
          )
        }
        disabled={busy === 'upload'}
        onClick={() => fileRef.current?.click()}
      />
      <ColorPopover
        side={wide ? 'right' : 'top'}
        value={shownColour}
        onChange={(css, gesture) => {
          if (selectedElement?.type !== 'image') setColour(css);
          if (selection.length) dispatch({ type: 'setFill', fill: css, gesture });
        }}
        onCommit={() => dispatch({ type: 'endGesture' })}
        trigger={(open) => (
          <ToolButton
            label="Color Picker"
            aria-expanded={open}
            icon={
              <span className="relative">
                <Palette aria-hidden="true" />
                <span
                  aria-hidden="true"
                  className="absolute -right-1 -bottom-1 size-2.5 rounded-full border border-white shadow"
                  style={{ background: shownColour }}
                />
              </span>
            }
          />
        )}
      />
      <ToolButton
        label="Move"
        aria-pressed={panMode}
        title="Drag the canvas to look around"
        icon={<Hand aria-hidden="true" />}
        onClick={() => setPanMode((p) => !p)}
      />
      <ToolButton
        label="Zoom In"
        icon={<ZoomIn aria-hidden="true" />}
        disabled={!canZoomIn(zoom)}
        onClick={() => setZoom(zoomIn)}
      />
      <ToolButton
        label="Zoom Out"
        icon={<ZoomOut aria-hidden="true" />}
        disabled={!canZoomOut(zoom)}
        onClick={() => setZoom(zoomOut)}
      />
      <ToolButton
        label="Reset Zoom"
        icon={<RotateCcw aria-hidden="true" />}
        onClick={() => {
          setZoom(ZOOM.start);
          setPan({ x: 0, y: 0 });
        }}
      />
      {!wide && (
        <ToolButton label="Layers" icon={<Layers aria-hidden="true" />} onClick={() => setLayersOpen(true)} />
      )}
    </>
  );

  const layers = <LayersPanel design={design} selection={selection} images={images} dispatch={run} />;

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={motionFeatures} strict>
        <div className="fixed inset-0 flex flex-col overflow-hidden bg-secondary">
          <header className="flex min-h-14 shrink-0 items-center gap-2 border-b border-border bg-background px-2 sm:px-4">
            <Link
              to={paths.invites()}
              className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary-strong hover:bg-accent"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Back to invites</span>
            </Link>
            <div className="min-w-0 flex-1">
              <h1 className="truncate font-serif text-base font-semibold text-foreground sm:text-lg">
                {invite.name}
              </h1>
              <p role="status" className="truncate text-xs text-subtle-foreground">
                {busy === 'save'
                  ? 'Saving…'
                  : editor.dirty
                    ? 'Unsaved changes · kept as a draft on this device'
                    : 'All changes saved'}
              </p>
            </div>
            <span className="hidden text-xs text-subtle-foreground tabular-nums sm:inline" aria-live="polite">
              Zoom {Math.round(zoom * 100)}%
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Undo"
              aria-keyshortcuts="Control+Z"
              disabled={!editor.canUndo}
              onClick={() => run({ type: 'undo' })}
            >
              <Undo2 aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Redo"
              aria-keyshortcuts="Control+Shift+Z Control+Y"
              disabled={!editor.canRedo}
              onClick={() => run({ type: 'redo' })}
            >
              <Redo2 aria-hidden="true" />
            </Button>
          </header>

          {(editor.restored || editor.draftRefused) && (
            <div
              role="status"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-warning-soft px-4 py-2 text-sm text-warning-deep"
            >
              {editor.draftRefused
                ? "This browser isn't keeping a draft of your changes; save to keep them."
                : 'We brought back the changes you had not saved yet.'}
              {editor.restored && editor.dirty && (
                <Button variant="link" size="inline" onClick={editor.discardChanges}>
                  Discard them
                </Button>
              )}
            </div>
          )}

          <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
            {wide && (
              <nav
                aria-label="Tools"
                className="flex w-20 shrink-0 flex-col items-center gap-1 overflow-y-auto border-r border-border bg-background py-3"
              >
                {tools}
              </nav>
            )}

            <div className="flex min-h-0 min-w-0 flex-1 flex-col">
              <div className="relative min-h-0 flex-1">
                <div
                  ref={areaRef}
                  data-canvas
                  tabIndex={0}
                  role="group"
                  aria-roledescription="canvas"
                  aria-label="Invitation card, 800 by 600. Select text and press Enter to edit it; arrow keys move the selection."
                  className={cn(
                    'absolute inset-0 touch-none overflow-hidden bg-[radial-gradient(circle,#d4d4d8_1px,transparent_1px)] bg-[length:20px_20px] outline-none focus-visible:outline-2 focus-visible:-outline-offset-2',
                    panMode && 'cursor-grab active:cursor-grabbing',
                  )}
                >
                  <div
                    ref={frameRef}
                    data-testid="page-frame"
                    aria-hidden="true"
                    className="pointer-events-none absolute top-0 left-0 origin-top-left shadow-[0_10px_40px_-8px_rgba(0,0,0,0.35)]"
                  />
                  {fontsReady && area.width > 0 && area.height > 0 ? (
                    <DesignCanvas
                      design={design}
                      selection={selection}
                      images={images}
                      template={template}
                      width={area.width}
                      height={area.height}
                      zoom={zoom}
                      pan={pan}
                      panMode={panMode}
                      fadeInId={fadeInId}
                      reducedMotion={reducedMotion}
                      dispatch={run}
                      onPan={setPan}
                      onPinchZoom={setZoomTo}
                      onView={onView}
                      editingId={editingId}
                      onEditText={setEditingId}
                      coarse={coarse}
                    />
                  ) : (
                    <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-subtle-foreground">
                      <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Opening your invitation…
                    </div>
                  )}
                </div>
              </div>
              {wide && (
                <div className="flex shrink-0 justify-end gap-2 border-t border-border bg-background px-4 py-3">
                  <ExportButtons busy={busy} onDownload={download} onSave={save} />
                </div>
              )}
            </div>

            {wide ? (
              <aside
                aria-label="Properties and layers"
                className="flex w-72 shrink-0 flex-col gap-4 overflow-hidden border-l border-border bg-background p-4"
              >
                <PropertiesPanel design={design} selection={selection} dispatch={run} layout="panel" />
                <hr className="border-border" />
                {layers}
              </aside>
            ) : (
              <div className="shrink-0 border-t border-border bg-background">
                <PropertiesPanel design={design} selection={selection} dispatch={run} layout="strip" />
                <nav
                  aria-label="Tools"
                  className="flex items-center justify-between gap-0.5 overflow-x-auto px-1 py-1"
                >
                  {tools}
                </nav>
                <div className="flex gap-2 border-t border-border p-2">
                  <ExportButtons busy={busy} onDownload={download} onSave={save} compact />
                </div>
              </div>
            )}
          </div>

          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="Choose an image to add"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void addImage(file);
            }}
          />

          {!wide && (
            <Dialog open={layersOpen} onOpenChange={setLayersOpen} title="Layers">
              {layers}
            </Dialog>
          )}

          <Dialog
            open={leaveGuard.asking}
            onOpenChange={(open) => !open && leaveGuard.stay()}
            title="Leave without saving?"
            description="Your changes are kept as a draft on this device and come back when you open this invitation again, but they are not saved to your invitation yet."
          >
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={leaveGuard.stay}>
                Stay
              </Button>
              <Button variant="danger" onClick={leaveGuard.leave}>
                Leave
              </Button>
            </div>
          </Dialog>
        </div>
      </LazyMotion>
    </MotionConfig>
  );
}

function ExportButtons({
  busy,
  onDownload,
  onSave,
  compact = false,
}: {
  busy: string | null;
  onDownload: (kind: ExportKind) => void;
  onSave: () => void;
  compact?: boolean;
}) {
  return (
    <>
      <Button
        variant="secondary"
        disabled={busy !== null}
        onClick={() => onDownload('image')}
        className={cn('shadow-sm', compact && 'flex-1 px-2')}
      >
        {busy === 'image' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Download aria-hidden="true" />
        )}
        <span className={cn(compact && 'sr-only')}>Download image</span>
        {compact && <span aria-hidden="true">Image</span>}
      </Button>
      <Button
        variant="secondary"
        disabled={busy !== null}
        onClick={() => onDownload('print')}
        className={cn('shadow-sm', compact && 'flex-1 px-2')}
      >
        {busy === 'print' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Printer aria-hidden="true" />
        )}
        <span className={cn(compact && 'sr-only')}>Download for print</span>
        {compact && <span aria-hidden="true">Print</span>}
      </Button>
      <Button disabled={busy !== null} onClick={onSave} className={cn('shadow-sm', compact && 'flex-1 px-2')}>
        {busy === 'save' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Save aria-hidden="true" />
        )}
        Save
      </Button>
    </>
  );
}
