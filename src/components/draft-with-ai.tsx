import { lazy, Suspense, useState } from 'react';
import { DraftButton, type DraftWithAiProps } from './draft-button';

export type { DraftWithAiProps };

// The AI code (the SDK, the provider, the draft's prompts) loads when the couple first asks for a draft, so the
// pages that offer one don't carry it in their first load.
const DraftControls = lazy(() => import('./draft-controls').then((mod) => ({ default: mod.DraftControls })));

/**
 * "Draft with AI" beside a field the couple writes (issue 31 item 4): the first press loads the controls, which ask
 * what it should say and stream the draft into the field.
 */
export function DraftWithAi(props: DraftWithAiProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <DraftButton
        aria-haspopup="dialog"
        field={props.field}
        className={props.className}
        onClick={() => setWanted(true)}
      />
    );
  return (
    <Suspense fallback={<DraftButton field={props.field} className={props.className} disabled />}>
      <DraftControls {...props} />
    </Suspense>
  );
}
