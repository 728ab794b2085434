/** branch actions (to be filled). */
import { defineAction } from "./types.ts";

export const branchActions: ReturnType<typeof defineAction>[] = [];
