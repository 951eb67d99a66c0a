import { Mail, Plus, Sparkles } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useCollection, useProfile } from '@/lib/data';
import { downloadBlob } from '@/lib/download';
import { useStableCallback } from '@/lib/use-stable-callback';
import { EXPORTS } from './design/geometry';
import { UnreadableDesignError, useRemoveInvite, useRenderInvite } from './api/use-invite-files';
import { useInviteCommands } from './api/use-invite-commands';
import type { InviteDetailsValues } from './invite-details-form';
import { InviteRow, type InviteRowActions } from './invite-row';
import { invitesCollection, newestFirst, newInvite, type InviteSummary } from './model';
import { TEMPLATES, type Template } from './templates';
import { lazyNamed } from '@/lib/lazy-named';
import { invitesHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const InviteDetailsForm = lazyNamed(() => import('./invite-details-form'), 'InviteDetailsForm');

/** Spec §9: the copy confirmation shows for 2 s. */
const COPIED_MS = 2000;
type Tab = 'invites' | 'templates';

function TemplateCard({
  template,
  onUse,
  busy,
}: {
  template: Template;
  onUse: (t: Template) => void;
  busy: boolean;
}) {
  const titleId = `template-${template.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="group overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <div className="aspect-[4/3] overflow-hidden bg-secondary">
        <img
          src={template.thumbnailUrl}
          alt={`${template.name}: a preview with sample names, date and venue`}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex items-center justify-between gap-3 p-4">
        <div>
          <h3 id={titleId} className="font-serif text-lg font-semibold">
            {template.name}
          </h3>
          <Badge tone="brand">{template.style}</Badge>
        </div>
        <Button onClick={() => onUse(template)} disabled={busy} aria-label={`Use ${template.name}`}>
          Use
        </Button>
      </div>
    </li>
  );
}

/**
 * `/e-invites` (spec §2): the couple's invitations and the four templates. Choosing a template makes a new
 * invitation with the couple's details in its words and opens it in the editor. The list reads every invitation
 * without its design (issue #18); a design is read when it is opened, downloaded unsaved, or deleted.
 */
export default function InvitesPage() {
  const { items, isLoading } = useCollection(invitesCollection);
  const { addInvite, updateInvite } = useInviteCommands();
  const removeInvite = useRemoveInvite();
  const renderInvite = useRenderInvite();
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'templates' ? 'templates' : 'invites';
  const setTab = (next: Tab) =>
    setParams(next === 'templates' ? { tab: 'templates' } : {}, { replace: true });

  const invites = useMemo(() => newestFirst(items), [items]);
  const [creating, setCreating] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [details, setDetails] = useState<InviteSummary | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const startFromTemplate = async (template: Template) => {
    setCreating(true);
    try {
      const invite = newInvite(template, {
        firstName: profile.profile.firstName,
        lastName: profile.profile.lastName,
        partnerFirstName: profile.wedding.partnerFirstName,
        partnerLastName: profile.wedding.partnerLastName,
        weddingDate: profile.wedding.weddingDate,
        location: profile.wedding.location,
      });
      await addInvite(invite);
      void navigate(paths.inviteEditor(invite.id));
    } catch {
      setCreating(false);
    }
  };

  const onDownload = useStableCallback(async (invite: InviteSummary, rendered: Blob | null) => {
    if (rendered) return downloadBlob(rendered, EXPORTS.image.filename);
    // Never saved, so never rendered: draw it now (the canvas code loads only for this).
    setDownloading(invite.id);
    try {
      downloadBlob(await renderInvite(invite, 'image'), EXPORTS.image.filename);
    } catch (error) {
      // A design that cannot be drawn says why; anything else is worth another try.
      toast(
        error instanceof UnreadableDesignError ? error.message : "Couldn't make the image. Please try again.",
        'error',
      );
    } finally {
      setDownloading(null);
    }
  });

  const onCopyLink = useStableCallback(async (invite: InviteSummary) => {
    const url = new URL(paths.publicInvite(invite.token), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return toast(`Couldn't copy the link. Here it is to copy yourself: ${url}`, 'error');
    }
    clearTimeout(copiedTimer.current);
    setCopied(invite.id);
    setAnnouncement(`Link to ${invite.name} copied to the clipboard.`);
    copiedTimer.current = setTimeout(() => {
      setCopied(null);
      setAnnouncement('');
    }, COPIED_MS);
  });

  const onDetails = useStableCallback((invite: InviteSummary) => setDetails(invite));
  const onDelete = useStableCallback((invite: InviteSummary) => void removeInvite(invite));
  const actions = useMemo<InviteRowActions>(
    () => ({ onDownload, onCopyLink, onDetails, onDelete }),
    [onDownload, onCopyLink, onDetails, onDelete],
  );

  const saveDetails = async (values: InviteDetailsValues) => {
    if (!details) return;
    await updateInvite({ id: details.id, changes: values, seen: details });
    setDetails(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...invitesHeading}
        actions={
          <Button onClick={() => setTab('templates')}>
            <Plus aria-hidden="true" />
            Create New Invite
          </Button>
        }
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList>
          <TabsTrigger value="invites">Your Invites</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>

        <TabsContent value="invites" className="mt-6">
          {isLoading ? (
            <Spinner label="Loading your invitations" />
          ) : invites.length === 0 ? (
            <EmptyState
              icon={<Mail />}
              title="No invitations yet"
              description="Pick a template and make it yours: your names, date and venue are filled in for you."
              action={
                <Button className="mt-2" onClick={() => setTab('templates')}>
                  <Sparkles aria-hidden="true" />
                  Choose a template
                </Button>
              }
            />
          ) : (
            <ul aria-label="Your invitations" className="space-y-3">
              {invites.map((invite) => (
                <InviteRow
                  key={invite.id}
                  invite={invite}
                  copied={copied === invite.id}
                  downloading={downloading === invite.id}
                  actions={actions}
                />
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="templates" className="mt-6">
          <p className="mb-4 text-muted-foreground">
            Every template starts with your names, date, venue and an RSVP line, ready to edit.
          </p>
          <ul aria-label="Templates" className="grid gap-6 sm:grid-cols-2">
            {TEMPLATES.map((template) => (
              <TemplateCard key={template.id} template={template} onUse={startFromTemplate} busy={creating} />
            ))}
          </ul>
        </TabsContent>
      </Tabs>

      <Dialog open={details !== null} onOpenChange={(o) => !o && setDetails(null)} title="Invitation details">
        {details && (
          <InviteDetailsForm invite={details} onSubmit={saveDetails} onCancel={() => setDetails(null)} />
        )}
      </Dialog>
    </div>
  );
}
