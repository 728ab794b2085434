/**
 * Answers one completion/complete whose prompt reference was already checked.
 * Every other outcome that has nothing useful to suggest (GitLab failure,
 * missing context, unknown name, excluded data, limits, no credential) is an
 * empty list, so an editor typing into a field is never interrupted by an error.
 */
import type { CompleteResult } from "@modelcontextprotocol/server";
import { log } from "../log/mod.ts";
import type { Caller } from "../caller/caller.ts";
import { merge, readListing } from "./listing.ts";
import { type Ask, type Listing, planFor } from "./plan.ts";
import { clip } from "../text/bounds.ts";
import { cleanString } from "../text/sanitize.ts";

type Completion = CompleteResult["completion"];

const empty = (): Completion => ({ values: [] });

/** Never throws: failures are logged (debug) and answered with an empty list. */
export async function complete(caller: Caller, ask: Ask, signal?: AbortSignal): Promise<Completion> {
  const argument = clip(ask.argument.name, 100);
  const plan = planFor(ask, caller.view);
  if ("empty" in plan) {
    log("debug", "completion answered empty", { argument, reason: plan.empty });
    return empty();
  }
  if (!await admitted(caller, argument)) return empty();
  return await fetchAll(caller, plan.listings, ask, signal);
}

/** HTTP callers must bring their own credential; every caller spends from the completions bucket. */
async function admitted(caller: Caller, argument: string): Promise<boolean> {
  if (caller.mode === "http" && !caller.credential) {
    log("warn", "completion without a credential answered empty", { argument });
    return false;
  }
  if (!await caller.limits.completions.allow(caller.credentialHash)) {
    log("debug", "completion answered empty", { argument, reason: "rate limited" });
    return false;
  }
  return true;
}

/** Values without the hidden characters no result may carry (text/sanitize.ts); one left empty is dropped. */
function visible(completion: Completion): Completion {
  return { ...completion, values: completion.values.map((v) => cleanString(v)).filter(Boolean) };
}

/** One call per listing, all at once; any failure (in-flight cap included) empties the answer. */
async function fetchAll(caller: Caller, listings: Listing[], ask: Ask, signal?: AbortSignal): Promise<Completion> {
  const query = {
    name: ask.argument.name,
    typed: ask.argument.value,
    args: ask.context?.arguments ?? {},
    signal,
  };
  try {
    return visible(merge(await Promise.all(listings.map((l) => readListing(caller, l, query)))));
  } catch (err) {
    log("debug", "completion answered empty", { argument: query.name, reason: (err as Error).message });
    return empty();
  }
}
