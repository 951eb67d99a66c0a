import { Clock, Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** Spec §2: the static photo timeline sample, with the spec's times as written. */
const TIMELINE = [
  {
    title: 'Getting Ready',
    time: '10:00-12:00',
    detail: 'Details, dress, final touches and candid moments.',
  },
  {
    title: 'First Look & Couple Portraits',
    time: '12:30-1:30 PM',
    detail: 'Private first look, then portraits while the light is soft.',
  },
  {
    title: 'Wedding Party Photos',
    time: '1:30-2:30 PM',
    detail: 'Full party, then smaller groups and fun shots.',
  },
];

const TIPS = [
  'Share this shot list with your photographer at least a week before the wedding.',
  'Ask a family member who knows everyone to gather people for the family photos.',
  'Plan 20 minutes of couple portraits at golden hour, just before sunset.',
  'Build in a 15-30 minute buffer: photo sessions almost always run long.',
  'Consider an unplugged ceremony so guests’ phones stay out of your photos.',
];

export function PhotoTimeline() {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-serif text-lg font-semibold">
        <Clock aria-hidden="true" className="size-5 text-primary-strong" />
        Photo Timeline
      </h2>
      <ol className="space-y-3">
        {TIMELINE.map((t) => (
          <li key={t.title} className="border-l-2 border-accent-border pl-3">
            <p className="font-medium text-foreground">{t.title}</p>
            <p className="text-sm font-medium text-primary-strong">{t.time}</p>
            <p className="text-sm text-muted-foreground">{t.detail}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function PhotoTips() {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-serif text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="size-5 text-primary-strong" />
        Photography Tips
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
