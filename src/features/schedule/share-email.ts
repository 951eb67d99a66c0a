import { formatLongDate } from '@/lib/dates';
import { formatTimeRange, sortByStartTime, type ScheduleEvent } from './model';

/**
 * Mail programs and browsers cut or refuse very long mailto: links (about 2,000 characters is the safe
 * figure), so the encoded body is bounded and the rest of the timeline is summarised in one line.
 */
export const MAILTO_BODY_LIMIT = 1800;
const FIELD_LIMIT = 120;

const clip = (text: string) => (text.length > FIELD_LIMIT ? `${text.slice(0, FIELD_LIMIT - 1)}…` : text);

export function buildShareMailto(events: readonly ScheduleEvent[], weddingDate: string): string {
  const longDate = formatLongDate(weddingDate);
  const subject = `Wedding Day Schedule – ${longDate}`;
  const head = `Here is our wedding day timeline for ${longDate}:\n\n`;
  const sorted = sortByStartTime(events);
  const blocks = sorted.map((e) => {
    const lines = [`${formatTimeRange(e.time, e.duration)}  ${clip(e.title)}`];
    if (e.assignedTo.length) lines.push(`   Assigned to: ${clip(e.assignedTo.join(', '))}`);
    return lines.join('\n') + '\n';
  });

  let body = head;
  let included = 0;
  for (const block of blocks) {
    const remaining = sorted.length - included - 1;
    const tail = remaining > 0 ? `…and ${remaining} more.\n` : '';
    if (encodeURIComponent(body + block + tail).length > MAILTO_BODY_LIMIT) break;
    body += block;
    included += 1;
  }
  if (included < sorted.length) body += `…and ${sorted.length - included} more.\n`;
  if (sorted.length === 0) body += 'No events have been added yet.\n';
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
