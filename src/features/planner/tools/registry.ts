import { changeTools } from './change-tools';
import { readTools } from './read-tools';
import { toolDefinitions, type ChangeTool, type ReadTool, type Tool } from './tool';

/**
 * Every tool the planner may call, read and change alike, and the `tools` sent to the model. Loaded with the first
 * reply, not with the page: the chat paints without it.
 */
export const plannerTools = [...readTools, ...changeTools] as unknown as readonly Tool[];

export const plannerToolDefinitions = toolDefinitions(plannerTools);

export const toolNamed = (name: string) => plannerTools.find((tool) => tool.name === name);

export const changeToolNamed = (name: string) => {
  const tool = toolNamed(name);
  return tool?.kind === 'change' ? (tool as unknown as ChangeTool) : undefined;
};

export type { ChangeTool, ReadTool };
