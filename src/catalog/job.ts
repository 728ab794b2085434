/** job actions (to be filled). */
import { defineAction } from "./types.ts";

export const jobActions: ReturnType<typeof defineAction>[] = [];
