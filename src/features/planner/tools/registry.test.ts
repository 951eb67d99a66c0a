import { writeFileSync } from 'node:fs';
import { PLANNER_TOOLS } from '../../../../supabase/functions/_shared/planner-tools.ts';
import { changeToolNamed, plannerToolDefinitions, plannerTools } from './registry';

const SHARED = new URL('../../../../supabase/functions/_shared/planner-tools.ts', import.meta.url);

describe('the planner tool registry', () => {
  it('names each tool once', () => {
    const names = plannerTools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers a change tool for each change the planner may propose, the wedding details among them', () => {
    expect(plannerTools.filter((t) => t.kind !== 'read').map((t) => t.name)).toEqual([
      'add_task',
      'add_expense',
      'add_budget_category',
      'set_category_amount',
      'shortlist_vendor',
      'add_household',
      'add_schedule_item',
      'add_reminder',
      'add_song',
      'add_shot',
      'update_wedding_details',
    ]);
    expect(changeToolNamed('update_wedding_details')).toBeUndefined(); // applied beside the batch, not in it
    expect(changeToolNamed('add_song')?.name).toBe('add_song');
  });

  // The `ai` function attaches these definitions itself (it runs on Deno and cannot load the registry's schemas): a
  // copy made from the registry, which this test keeps equal. After changing a tool, write it again with
  // WRITE_PLANNER_TOOLS=1 npx vitest run src/features/planner/tools/registry.test.ts
  it('is what the ai function attaches, definition for definition', () => {
    if (process.env.WRITE_PLANNER_TOOLS)
      writeFileSync(
        SHARED,
        `/**\n * The planner's tools as the \`ai\` function attaches them: made from the app's tool registry\n * (src/features/planner/tools/registry.ts, whose test keeps this copy equal to it). Do not edit by hand.\n */\nexport const PLANNER_TOOLS = ${JSON.stringify(plannerToolDefinitions, null, 2)};\n`,
      );
    else expect(PLANNER_TOOLS).toEqual(plannerToolDefinitions);
  });
});
