/** repository actions (to be filled). */
import { defineAction } from "./types.ts";

export const repositoryActions: ReturnType<typeof defineAction>[] = [];
