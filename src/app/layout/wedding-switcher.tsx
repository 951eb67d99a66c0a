import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LateMenu } from '@/components/ui/late-menu';
import type { WeddingChoice, WeddingPort, WeddingRole } from '@/lib/backend/ports/wedding';

const roleNames: Record<WeddingRole, string> = {
  owner: 'Owner',
  partner: 'Partner',
  planner: 'Planner',
  family: 'Family',
};

export interface WeddingSwitcherProps {
  wedding: WeddingPort;
  className: string;
  /** The data already read is the old wedding's: the app starts again on the new one. */
  reload?: () => void;
}

/**
 * Which wedding the signed-in pages show, and the others the user is in (a planner's couples, a partner's own): a
 * menu named after the current one. Nothing shows for someone in one wedding only (local mode always).
 */
export default function WeddingSwitcher({
  wedding,
  className,
  reload = () => window.location.reload(),
}: WeddingSwitcherProps) {
  const [weddings, setWeddings] = useState<{ current: WeddingChoice; all: WeddingChoice[] } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([wedding.current(), wedding.list()]).then(
      ([current, all]) => live && setWeddings({ current, all }),
      // The pages say when the weddings cannot be read; the header then just has no switcher.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wedding]);

  if (!weddings || weddings.all.length < 2) return null;
  const { current, all } = weddings;
  return (
    <LateMenu
      className={className}
      aria-label={`Planning: ${current.label}. Switch wedding`}
      entries={all
        .filter((w) => w.id !== current.id)
        .map((w) => ({
          label: `${w.label} (${roleNames[w.role]})`,
          onSelect: () => {
            wedding.choose(w.id);
            reload();
          },
        }))}
    >
      <span className="min-w-0 truncate">Planning: {current.label}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </LateMenu>
  );
}
