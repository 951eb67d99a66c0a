import { Disc3, Guitar, Lightbulb, Music2 } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** Spec §2: the static Entertainment Options. */
const OPTIONS = [
  {
    name: 'DJ Services',
    icon: Disc3,
    detail:
      'Reads the room and keeps the dance floor full; usually also runs the microphone and announcements.',
  },
  {
    name: 'Live Band',
    icon: Guitar,
    detail: 'High energy and a real show for guests; needs more space, power and a larger budget.',
  },
  {
    name: 'String Quartet',
    icon: Music2,
    detail: 'Elegant for the ceremony and cocktail hour; pairs well with a DJ for the party.',
  },
];

const TIPS = [
  'Give your DJ or band a "do not play" list as well as your must-plays.',
  'Time your processional song so the music ends as you reach the altar.',
  'Choose a first dance song you love at a tempo you can comfortably dance to.',
  'Keep dinner music soft enough that guests can talk over it.',
  'Send the final playlist to your musicians at least two weeks before the wedding.',
];

export function EntertainmentOptions() {
  return (
    <Card>
      <h2 className="mb-3 font-serif text-lg font-semibold text-foreground">Entertainment Options</h2>
      <ul className="space-y-3">
        {OPTIONS.map(({ name, icon: Icon, detail }) => (
          <li key={name} className="flex gap-3 rounded-lg border border-border p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            <div>
              <h3 className="font-medium text-foreground">{name}</h3>
              <p className="text-sm text-muted-foreground">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MusicTips() {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-serif text-lg font-semibold text-foreground">
        <Lightbulb aria-hidden="true" className="size-5 text-warning" />
        Music Tips
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
