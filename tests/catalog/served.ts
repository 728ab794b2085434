/** A served catalog row by ID, for tests that check one row's params. */
import assert from "node:assert/strict";
import type { Action } from "../../src/engine/action.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";

export function served(id: string): Action {
  const action = SERVED_ACTIONS.find((a) => a.id === id);
  assert(action, `${id} is served`);
  return action;
}
