import { lazy, Suspense, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useLeaveGuard } from '@/lib/guarded-history';
import { shortId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { useDesignImages, useTemplateImage } from '../api/use-design-images';
import { useExportDesign } from '../api/use-export-design';
import { useUploadImage } from '../api/use-upload-image';
import type { Design } from '../design/document';
import type { ExportKind } from '../design/geometry';
import type { Invite } from '../model';
import type { EditorAction } from './actions';
import { CanvasArea } from './canvas-area';
import { draftKey } from './draft';
import { DraftNotice, EditorHeader } from './editor-header';
import { EditorTools } from './editor-tools';
import { ExportButtons } from './export-buttons';
import { initialUi, shownColour, uiReducer } from './interaction';
import { LayersPanel } from './layers-panel';
import { PropertiesPanel } from './properties-panel';
import { useEditor } from './use-editor';
import { useLateSave } from './use-late-save';
import { useMediaQuery } from './use-layout';

// The leave question and the phone's layers sheet open only on request: their Dialog comes as a chunk fetched as the
// editor mounts (rendered closed), in place long before either can open.
const loadDialogs = () => import('./editor-dialogs');
const LeaveDialog = lazy(() => loadDialogs().then((m) => ({ default: m.LeaveDialog })));
const LayersSheet = lazy(() => loadDialogs().then((m) => ({ default: m.LayersSheet })));

/**
 * The full-screen invitation editor (spec §2): tools on the left, the 800×600 card in the middle, the selection's
 * properties and the layers on the right, downloads and Save at the bottom right. On a phone the same parts stack:
 * the card on top, the selection's controls and the tools below it, the layers in a sheet. The design and its undo
 * history are `useEditor`'s; how the couple is working (tool, zoom, the text being edited…) is `uiReducer`'s.
 */
export function Editor({ invite, saved }: { invite: Invite; saved: Design }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const editor = useEditor({ saved, draftKey: draftKey(user!.id, invite.id) });
  const { design, selection, dispatch } = editor;
  const [ui, dispatchUi] = useReducer(uiReducer, initialUi);
  const images = useDesignImages(design);
  const template = useTemplateImage(design.template);
  const uploadImage = useUploadImage(invite.id);
  const exportDesign = useExportDesign();
  const { save: saveInvitation, binding: saveBinding } = useLateSave(invite);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const wide = useMediaQuery('(min-width: 1024px)');
  const fileRef = useRef<HTMLInputElement>(null);
  const leaving = useRef(false);

  const leaveGuard = useLeaveGuard((next, current) => editor.dirty && !leaving.current && next !== current);

  const run = (action: EditorAction) => {
    if (action.type === 'addText') dispatchUi({ type: 'added', id: action.id ?? null });
    dispatch(action);
  };
  const selected = design.elements.find((el) => selection.includes(el.id));
  const colour = shownColour(selected, ui.colour);

  const addImage = async (file: File) => {
    dispatchUi({ type: 'busy', task: 'upload' });
    const image = await uploadImage(file);
    dispatchUi({ type: 'idle' });
    if (image) run({ type: 'addImage', id: shortId(), ...image });
  };

  const download = async (kind: ExportKind) => {
    dispatchUi({ type: 'busy', task: kind });
    await exportDesign(design, kind);
    dispatchUi({ type: 'idle' });
  };

  const save = async () => {
    dispatchUi({ type: 'busy', task: 'save' });
    const current = design;
    const done = await saveInvitation(current);
    dispatchUi({ type: 'idle' });
    if (!done) return;
    editor.markSaved(current);
    leaving.current = true;
    void navigate(paths.invites());
  };

  const tools = (
    <EditorTools
      ui={ui}
      dispatchUi={dispatchUi}
      wide={wide}
      colour={colour}
      onAddText={() => run({ type: 'addText', fill: ui.colour, id: shortId() })}
      onAddImage={() => fileRef.current?.click()}
      onColour={(css, gesture) => {
        if (selected?.type !== 'image') dispatchUi({ type: 'setColour', colour: css });
        if (selection.length) dispatch({ type: 'setFill', fill: css, gesture });
      }}
      onColourCommit={() => dispatch({ type: 'endGesture' })}
    />
  );
  const layers = (
    <LayersPanel
      design={design}
      selection={selection}
      images={images}
      reducedMotion={reducedMotion}
      dispatch={run}
    />
  );
  const exports = (compact: boolean) => (
    <ExportButtons busy={ui.busy} onDownload={download} onSave={save} compact={compact} />
  );

  return (
    <div className="fixed inset-0 flex flex-col overflow-hidden bg-secondary">
      <EditorHeader
        name={invite.name}
        saving={ui.busy === 'save'}
        dirty={editor.dirty}
        zoom={ui.zoom}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        dispatch={run}
      />
      <DraftNotice
        restored={editor.restored}
        refused={editor.draftRefused}
        dirty={editor.dirty}
        onDiscard={editor.discardChanges}
      />

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
            <CanvasArea
              {...{ design, selection, images, template, ui, reducedMotion, dispatchUi }}
              dispatch={run}
            />
          </div>
          {wide && (
            <div className="flex shrink-0 justify-end gap-2 border-t border-border bg-background px-4 py-3">
              {exports(false)}
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
            <div className="flex gap-2 border-t border-border p-2">{exports(true)}</div>
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

      <Suspense fallback={null}>
        {!wide && (
          <LayersSheet open={ui.layersOpen} onOpenChange={(open) => dispatchUi({ type: 'layers', open })}>
            {layers}
          </LayersSheet>
        )}
        <LeaveDialog guard={leaveGuard} />
      </Suspense>
      {saveBinding}
    </div>
  );
}
