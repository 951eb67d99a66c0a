import { Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';

const TIPS = [
  'Build buffer time between events — hair, photos and travel always take longer than planned.',
  'Share the final timeline with all your vendors at least 2 weeks before the wedding.',
  'Designate a timekeeper (your planner or a trusted friend) to keep the day on schedule.',
  'Allow a 15-30 minute buffer for photos between the ceremony and the reception.',
];

export function TimelineTips() {
  return (
    <Card>
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-foreground">
        <Lightbulb aria-hidden="true" className="size-5 text-warning" />
        Timeline Tips
      </h2>
      <ul className="mt-3 space-y-3 text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
            {tip}
          </li>
        ))}
      </ul>
    </Card>
  );
}
