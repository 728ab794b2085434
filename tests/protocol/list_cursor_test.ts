/** The refusal of a cursor, answered by the transports themselves: the caller's cursor is echoed without hidden text. */
import assert from "node:assert/strict";
import { cursorRefusal } from "../../src/protocol/list_cursor.ts";

Deno.test("cursorRefusal echoes the cursor without smuggled selectors or tag characters, and says how many went", () => {
  const refused = cursorRefusal("tools/list", { cursor: "page\u{E0159}\u{E0158}\u{E0049}2" });
  assert.equal(refused?.code, -32602);
  assert.equal(
    refused?.message,
    'Invalid params: Cannot list with cursor "page2": it is not one this server issued (its lists are never paginated); call tools/list without a cursor (removed 3 invisible characters from this error)',
  );
  assert.equal(cursorRefusal("tools/list", {}), undefined);
});
