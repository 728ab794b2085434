/** issue actions (to be filled). */
import { defineAction } from "./types.ts";

export const issueActions: ReturnType<typeof defineAction>[] = [];
