/** search actions (to be filled). */
import { defineAction } from "./types.ts";

export const searchActions: ReturnType<typeof defineAction>[] = [];
