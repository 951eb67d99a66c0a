/** A tool call as the model made it: its id (the tool message answering it carries it), name and JSON arguments. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A piece of a streamed tool call (`choices[0].delta.tool_calls[n]`): its index names the call it belongs to. */
export interface ToolCallDelta {
  index: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

/**
 * Assembles the tool calls of a streamed reply from their deltas: a call's id and name come once (some servers repeat
 * them), its arguments in pieces, each delta naming its call by index, calls interleaved or one whole delta each
 * (Ollama). A server that sends no id gets one made from the index, for the tool message that answers it.
 */
export function createToolCallAssembler() {
  const calls = new Map<number, ToolCall>();
  return {
    add(deltas: readonly ToolCallDelta[] | undefined) {
      for (const delta of deltas ?? []) {
        const call = calls.get(delta.index) ?? { id: '', name: '', arguments: '' };
        if (delta.id) call.id = delta.id;
        if (delta.function?.name) call.name = delta.function.name;
        call.arguments += delta.function?.arguments ?? '';
        calls.set(delta.index, call);
      }
    },
    /** The calls in index order; those without a name (nothing to run) are left out. */
    calls(): ToolCall[] {
      return [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .filter(([, call]) => call.name !== '')
        .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
    },
  };
}
