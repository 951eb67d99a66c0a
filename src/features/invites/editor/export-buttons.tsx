import { Download, Printer, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ExportKind } from '../design/geometry';
import { BusyIcon } from './busy-icon';
import type { EditorUi } from './interaction';

/**
 * Download image, Download for print and Save: under the card on a wide screen; on a phone, three equal buttons
 * with short words (`compact`). All wait while any of them, or an upload, is running.
 */
export function ExportButtons({
  busy,
  onDownload,
  onSave,
  compact = false,
}: {
  busy: EditorUi['busy'];
  onDownload: (kind: ExportKind) => void;
  onSave: () => void;
  compact?: boolean;
}) {
  const icon = (task: NonNullable<EditorUi['busy']>, idle: ReactNode) =>
    busy === task ? <BusyIcon /> : idle;
  const className = cn('shadow-sm', compact && 'flex-1 px-2');
  return (
    <>
      <Button
        variant="secondary"
        disabled={busy !== null}
        onClick={() => onDownload('image')}
        className={className}
      >
        {icon('image', <Download aria-hidden="true" />)}
        <span className={cn(compact && 'sr-only')}>Download image</span>
        {compact && <span aria-hidden="true">Image</span>}
      </Button>
      <Button
        variant="secondary"
        disabled={busy !== null}
        onClick={() => onDownload('print')}
        className={className}
      >
        {icon('print', <Printer aria-hidden="true" />)}
        <span className={cn(compact && 'sr-only')}>Download for print</span>
        {compact && <span aria-hidden="true">Print</span>}
      </Button>
      <Button disabled={busy !== null} onClick={onSave} className={className}>
        {icon('save', <Save aria-hidden="true" />)}
        Save
      </Button>
    </>
  );
}
