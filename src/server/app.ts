/** Wires a Config into the parts every transport shares. */
import type { Config } from "../config/mod.ts";
import { type CatalogView, createView } from "../surfaces/view.ts";
import { DEFAULT_TOOLSETS } from "../config/toolsets.ts";
import { createSurface } from "../surfaces/surface.ts";
import { StateSigner } from "../protocol/request_state.ts";
import { openStore, type StateStore } from "../store/mod.ts";
import { fromAuthInfo } from "./auth_info.ts";
import { TrustMemory } from "../lockdown/memory.ts";
import { createServerFactory, type FactoryDeps, type Served } from "./factory.ts";
import { createConnectionToolCall, createDirectToolCall } from "./direct_tool_call.ts";

/**
 * The shared server factory for a configuration, and the direct tools/call path: per request on sessionless
 * HTTP, per connection on stdio (session-mode HTTP keeps the SDK's sessions).
 */
export function createApp(config: Config, overrides: Partial<FactoryDeps> = {}, store: StateStore = openStore(config)) {
  const view = createView({
    readOnly: config.readOnly || config.writeMode === "read",
    noDestructive: config.writeMode === "write",
    exclude: config.excludeTools,
    toolsets: config.toolsets ?? (config.tools.length ? [] : DEFAULT_TOOLSETS),
    tools: config.tools,
    tier: config.tier,
  });
  const signer = new StateSigner(config.stateKey);
  const limits = store.limits;
  const deps: FactoryDeps = {
    config,
    view,
    signer,
    limits,
    flows: store.flows,
    instances: Object.fromEntries(config.gitlabUrls.map((u) => [u.href, {}])),
    trust: new TrustMemory(),
    // HTTP callers act only as themselves: never GITLAB_TOKEN there.
    credentialFor: (ctx) =>
      config.http ? fromAuthInfo(ctx.authInfo) : config.token ? { kind: "private", token: config.token } : undefined,
    ...overrides,
  };
  const surface = createSurface(deps.config.toolSurface, deps.view);
  deps.served ??= { view: deps.view, surface };
  if (config.authMode === "oauth" && !deps.readOnly) deps.readOnly = readOnlyServed(config, deps.view);
  const direct = config.http && config.stateless ? createDirectToolCall(deps, surface) : undefined;
  const connection = config.http ? undefined : createConnectionToolCall(deps, surface);
  const instances = deps.instances ?? {};
  const factory = createServerFactory(deps, surface);
  return { view, signer, limits, store, instances, factory, direct, connection, surface };
}

/** What a read-scoped token is served: the deployment's own view with its writes taken out. */
function readOnlyServed(config: Config, view: CatalogView): Served {
  const read = createView({ readOnly: true, exclude: [] }, view.domains);
  return { view: read, surface: createSurface(config.toolSurface, read) };
}
