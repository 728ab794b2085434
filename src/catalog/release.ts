/** release actions (to be filled). */
import { defineAction } from "./types.ts";

export const releaseActions: ReturnType<typeof defineAction>[] = [];
