import { ExternalLink, Pause } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { listenLinks, type Song } from './model';

/**
 * The song that is playing, with where to listen to it. The app keeps no audio of its own, so listening opens
 * the song on a streaming service in a new tab; Pause ends the playing state.
 */
export function NowPlaying({ song, onPause }: { song: Song; onPause: () => void }) {
  return (
    <section
      aria-label="Now playing"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-accent-border bg-accent p-4"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-xs font-semibold tracking-wide text-primary-deep uppercase">Now playing</p>
        <p className="font-medium [overflow-wrap:anywhere] text-foreground">
          {song.title} <span className="font-normal text-muted-foreground">— {song.artist}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {listenLinks(song).map(({ service, href }) => (
          <Button key={service} variant="secondary" asChild>
            <a href={href} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Listen on {service}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ))}
        <Button variant="secondary" onClick={onPause}>
          <Pause aria-hidden="true" />
          Pause
        </Button>
      </div>
    </section>
  );
}
