import type { ToolCall } from '@/lib/ai/tool-calls';
import type { Reader } from '@/lib/commands/command';
import { changeToolNamed, toolNamed } from './registry';
import type { ProfileData } from '@/lib/backend';
import type { WeddingDetails } from '@/lib/data/profile-fields';
import {
  parseArgs,
  ToolRefusal,
  type ChangeTool,
  type DetailsTool,
  type Prepared,
  type ToolReader,
} from './tool';

/** What became of a tool call before the couple sees it: answered, refused with why, or a change to propose. */
export type CallOutcome =
  | { kind: 'answered'; result: unknown }
  | { kind: 'refused'; reason: string }
  | { kind: 'proposed'; prepared: Prepared };

const refusal = (error: unknown): string => {
  if (error instanceof ToolRefusal) return error.message;
  throw error;
};

/** A change tool's command input from a call: the arguments checked, what they name looked up. */
async function prepare(call: Pick<ToolCall, 'name' | 'arguments'>, read: Reader) {
  const tool = changeToolNamed(call.name) as ChangeTool | undefined;
  if (!tool) throw new ToolRefusal(`There is no change tool named "${call.name}".`);
  return { tool, prepared: await tool.prepare(parseArgs(tool, call.arguments), read) };
}

/**
 * Carries out a tool call as far as it may go without the couple: a read tool runs and answers; a change tool's
 * arguments are checked and what they name looked up, making a proposal; anything wrong is refused with the reason.
 * Nothing is written.
 */
export async function runToolCall(call: ToolCall, read: ToolReader, today: string): Promise<CallOutcome> {
  const tool = toolNamed(call.name);
  try {
    if (!tool) throw new ToolRefusal(`There is no tool named "${call.name}".`);
    if (tool.kind === 'read')
      return {
        kind: 'answered',
        result: await tool.run(parseArgs(tool, call.arguments) as never, read, today),
      };
    if (tool.kind === 'details')
      return {
        kind: 'proposed',
        prepared: (tool as DetailsTool).prepare(parseArgs(tool, call.arguments), await read.profile()),
      };
    return { kind: 'proposed', prepared: (await prepare(call, read)).prepared };
  } catch (error) {
    return { kind: 'refused', reason: refusal(error) };
  }
}

/** A proposal as applying it needs it: the tool and the arguments the model sent. */
export interface ProposedCall {
  name: string;
  arguments: string;
}

/**
 * The planned changes of proposals applied together: each one prepared again against the plan as it is now (a
 * category removed since the card was shown is refused, not written) and planned by its command, the lot one batch.
 */
export async function planProposals(calls: readonly ProposedCall[], read: Reader) {
  const planned = [];
  for (const call of calls) {
    const { tool, prepared } = await prepare(call, read);
    const command = await tool.command();
    const plan = await command.plan(command.input.parse(prepared.input), read);
    planned.push({ changes: plan.changes, summary: prepared.summary });
  }
  return planned;
}

/** Whether a call changes the wedding details (the profile), which apply beside the batch of the other changes. */
export const isDetailsCall = (call: Pick<ProposedCall, 'name'>) => toolNamed(call.name)?.kind === 'details';

/**
 * The wedding details that proposals applied together change, each prepared again against the profile as it is now
 * (a change made meanwhile is not undone, and one that no longer changes anything is refused), and their summaries.
 */
export function detailsOfProposals(calls: readonly ProposedCall[], profile: ProfileData) {
  let details: WeddingDetails = {};
  const summaries: string[] = [];
  for (const call of calls) {
    const tool = toolNamed(call.name) as DetailsTool;
    const prepared = tool.prepare(parseArgs(tool, call.arguments), profile);
    details = { ...details, ...prepared.input };
    summaries.push(prepared.summary);
  }
  return { details, summaries };
}
