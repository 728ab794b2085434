/** server actions (to be filled). */
import { defineAction } from "./types.ts";

export const serverActions: ReturnType<typeof defineAction>[] = [];
