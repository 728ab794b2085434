/** group actions (to be filled). */
import { defineAction } from "./types.ts";

export const groupActions: ReturnType<typeof defineAction>[] = [];
