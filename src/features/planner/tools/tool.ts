import type { WeddingDetails } from '@/lib/data/profile-fields';
import type { ProfileData } from '@/lib/backend';
import type { Command, Reader } from '@/lib/commands/command';
import { z } from '@/lib/zod';

/*
 * The planner's tools (issue 31 item 2): each defined once, by name, description and zod schema; the model is sent the
 * JSON Schema made from that schema (`toolDefinitions`), and its arguments are checked with the same schema. A read
 * tool answers at once from the couple's records; a change tool becomes a proposal the couple applies or dismisses,
 * and applies through one of the domain commands, so it is validated, versioned and undone like any other change. The
 * wedding details are the profile's, not a collection's: their tool applies through updateWeddingDetails, on the same
 * Undo as the changes applied with it.
 */

/** A tool's arguments: a zod object, so its JSON Schema is an object the model fills in. */
type Args<A> = z.core.$ZodType<A, unknown> & { parse(data: unknown): A };

interface ToolBase<A> {
  /** The name the model calls it by: snake_case, as OpenAI's tools are named. */
  name: string;
  /** What it does and when to use it, for the model. */
  description: string;
  args: Args<A>;
}

/** Reads the plan and answers with data the model is sent back as JSON. */
export interface ReadTool<A = unknown> extends ToolBase<A> {
  kind: 'read';
  run(args: A, read: Reader, today: string): Promise<unknown>;
}

/** A change turned into a command's input: what the card says, and where the record is seen once applied. */
export interface Prepared<I = unknown> {
  input: I;
  /** Exactly what will change, in the couple's words: `Add task "Book the photographer", due Mar 1, 2027`. */
  summary: string;
  /** The page that shows the record, and its name in a link: "See it in the task list". */
  href: string;
  place: string;
}

/** Proposes one change to the plan, made by one domain command once the couple applies it. */
export interface ChangeTool<A = unknown, I = unknown> extends ToolBase<A> {
  kind: 'change';
  /** The command that makes the change: loaded with the first proposal applied, not with the feature's pages. */
  // The command's result type differs per tool; the batch that applies proposals only plans.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  command: () => Promise<Command<I, any>>;
  /**
   * The command's input from the model's arguments, read against what is stored now (a category named by name is
   * looked up). Throws a ToolRefusal when the arguments name something that does not exist.
   */
  prepare(args: A, read: Reader): Promise<Prepared<I>>;
}

/** Proposes a change to the wedding details (names, date, guest estimate, place, budget total), from the profile now. */
export interface DetailsTool<A = unknown> extends ToolBase<A> {
  kind: 'details';
  /** The details that differ from `profile`, and the card; throws a ToolRefusal when nothing would change. */
  prepare(args: A, profile: ProfileData): Prepared<WeddingDetails>;
}

export type Tool = ReadTool<never> | ChangeTool<never, unknown> | DetailsTool<never>;

/** What the tools read: the couple's records, and the profile the wedding details are in (as stored, once read). */
export type ToolReader = Reader & { profile(): Promise<ProfileData> };

/** Why a tool call was not carried out, in words for the model (and the card). */
export class ToolRefusal extends Error {}

export const defineReadTool = <A>(tool: Omit<ReadTool<A>, 'kind'>): ReadTool<A> => ({
  kind: 'read',
  ...tool,
});

export const defineChangeTool = <A, I>(tool: Omit<ChangeTool<A, I>, 'kind'>): ChangeTool<A, I> => ({
  kind: 'change',
  ...tool,
});

export const defineDetailsTool = <A>(tool: Omit<DetailsTool<A>, 'kind'>): DetailsTool<A> => ({
  kind: 'details',
  ...tool,
});

/** Checks a tool call's arguments (the JSON text the model streamed) with the tool's schema; refuses with why. */
export function parseArgs<A>(tool: ToolBase<A>, json: string): A {
  let data: unknown;
  try {
    data = json.trim() === '' ? {} : JSON.parse(json);
  } catch {
    throw new ToolRefusal('The arguments are not valid JSON.');
  }
  const checked = z.safeParse(tool.args, data);
  if (!checked.success)
    throw new ToolRefusal(
      checked.error.issues
        .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; '),
    );
  return checked.data;
}

/** The OpenAI `tools` entry of each tool, its parameters the JSON Schema of its zod schema. */
export const toolDefinitions = (tools: readonly Tool[]) =>
  tools.map((tool) => ({
    type: 'function' as const,
    function: {
      name: tool.name,
      description: tool.description,
      parameters: jsonSchemaOf(tool.args),
    },
  }));

const jsonSchemaOf = (schema: z.core.$ZodType) => {
  // The `$schema` key is noise to the model and some servers refuse it in a function's parameters.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return rest;
};
