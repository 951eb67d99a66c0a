import {
  CalendarDays,
  Check,
  Download,
  Link2,
  Loader2,
  Pencil,
  Send,
  SlidersHorizontal,
  Trash2,
  Users,
} from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import { recipientsLabel, statusLabel, statusTone, templateName, type InviteSummary } from './model';
import { templateById } from './templates';
import { useInvitePreview } from './api/use-invite-preview';

export interface InviteRowActions {
  onDownload: (invite: InviteSummary, rendered: Blob | null) => void;
  onCopyLink: (invite: InviteSummary) => void;
  onDetails: (invite: InviteSummary) => void;
  onDelete: (invite: InviteSummary) => void;
}

/** Spec §2 invite row: preview, name, status badge, template name, recipients, and the icon actions. */
export const InviteRow = memo(function InviteRow({
  invite,
  copied,
  downloading,
  actions,
}: {
  invite: InviteSummary;
  copied: boolean;
  downloading: boolean;
  actions: InviteRowActions;
}) {
  const { blob, src } = useInvitePreview(invite);
  const artwork = templateById(invite.templateId)?.previewUrl;
  const titleId = `invite-${invite.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:flex-row sm:items-center sm:p-4"
    >
      <div className="relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-secondary sm:w-40">
        {src ? (
          <img
            src={src}
            alt={`Preview of ${invite.name}`}
            width={160}
            height={120}
            className="size-full object-cover"
          />
        ) : artwork ? (
          <img
            src={artwork}
            alt={`${templateName(invite.templateId)} artwork (not saved yet)`}
            width={160}
            height={120}
            className="size-full object-cover opacity-70"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere] text-foreground">
            {invite.name}
          </h3>
          <Badge tone={statusTone(invite.status)}>{statusLabel(invite.status)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{templateName(invite.templateId)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-subtle-foreground">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {recipientsLabel(invite.recipients)}
          </span>
          {invite.date && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={invite.date}>{formatLongDate(invite.date)}</time>
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:justify-end">
        <Link
          to={paths.inviteEditor(invite.id)}
          aria-label={`Edit ${invite.name}`}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Pencil aria-hidden="true" />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Download ${invite.name}`}
          disabled={downloading}
          onClick={() => actions.onDownload(invite, blob)}
        >
          {downloading ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Copy link to ${invite.name}`}
          onClick={() => actions.onCopyLink(invite)}
        >
          {copied ? <Check aria-hidden="true" className="text-success-text" /> : <Link2 aria-hidden="true" />}
        </Button>
        <Link
          to={paths.planner({ tab: 'guests', invite: invite.id })}
          aria-label={`Send ${invite.name} to your guests`}
          title="Send to your guests with their RSVP links"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Send aria-hidden="true" />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${invite.name}`}
          onClick={() => actions.onDelete(invite)}
        >
          <Trash2 aria-hidden="true" className="text-destructive-strong" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => actions.onDetails(invite)}
          aria-label={`Details of ${invite.name}`}
        >
          <SlidersHorizontal aria-hidden="true" />
          Details
        </Button>
      </div>
    </li>
  );
});
