/** merge_request actions (to be filled). */
import { defineAction } from "./types.ts";

export const mergeRequestActions: ReturnType<typeof defineAction>[] = [];
