import { History } from 'lucide-react';
import { PanelCard } from './overview-panel';
import { activityText } from './activity-words';
import { useWeddingActivity } from './api/use-wedding-activity';

const face = { title: 'Recent activity', icon: <History />, placeholder: 'h-24' };

/**
 * Who did what lately in a wedding planned together (issue 30 item 4): "Arjun added 12 guests". Only in the cloud,
 * where others plan too; nothing at all until it has been read, and a line saying so when nothing has happened yet.
 */
export function RecentActivity() {
  const { shared, me, data, isError } = useWeddingActivity();
  if (!shared || (!data && !isError)) return null;
  return (
    <PanelCard face={face}>
      {isError ? (
        <p className="text-sm text-muted-foreground">The recent activity could not be read just now.</p>
      ) : data!.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has been added or changed yet.</p>
      ) : (
        <ul aria-label="Recent activity" className="space-y-1 text-sm">
          {data!.map((line, at) => (
            // Two payments made in one save share every field but what was paid.
            <li key={`${line.actorId}:${line.table}:${line.action}:${line.at}:${at}`}>
              {activityText(line, me)}
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
