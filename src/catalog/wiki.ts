/** wiki actions (to be filled). */
import { defineAction } from "./types.ts";

export const wikiActions: ReturnType<typeof defineAction>[] = [];
