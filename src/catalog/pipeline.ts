/** pipeline actions (to be filled). */
import { defineAction } from "./types.ts";

export const pipelineActions: ReturnType<typeof defineAction>[] = [];
