/** project actions (to be filled). */
import { defineAction } from "./types.ts";

export const projectActions: ReturnType<typeof defineAction>[] = [];
