/** user actions (to be filled). */
import { defineAction } from "./types.ts";

export const userActions: ReturnType<typeof defineAction>[] = [];
