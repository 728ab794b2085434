/**
 * deploy/ and the Dockerfile, checked without a cluster or a container daemon: each kustomization
 * renders, every object passes the Kubernetes schema check of kubernetes-models (generated from the
 * Kubernetes OpenAPI), and the fields this deployment depends on are asserted by hand.
 */
import assert from "node:assert/strict";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { Service } from "kubernetes-models/v1/Service";
import { Secret } from "kubernetes-models/v1/Secret";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { dockerStages, type K8sObject, render } from "./render.ts";
const ROOT = new URL("../../", import.meta.url);

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  "apps/v1 Deployment": Deployment,
  "v1 Service": Service,
  "v1 Secret": Secret,
  "policy/v1 PodDisruptionBudget": PodDisruptionBudget,
  "autoscaling/v2 HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "networking.k8s.io/v1 NetworkPolicy": NetworkPolicy,
};
const BASE = new URL("deploy/base/", ROOT);
const OVERLAY = new URL("deploy/overlays/redis/", ROOT);
// deno-lint-ignore no-explicit-any
type Any = Record<string, any>;

function find(objects: K8sObject[], kind: string, name: string): Any {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  assert.ok(found, `${kind}/${name} is rendered`);
  return found as Any;
}

function assertSchemaValid(objects: K8sObject[]): void {
  for (const object of objects) {
    const Model = MODELS[`${object.apiVersion} ${object.kind}`];
    assert.ok(Model, `a schema for ${object.apiVersion} ${object.kind}`);
    new Model(object as never).validate();
  }
}

function assertRestricted(pod: Any): void {
  assert.equal(pod.securityContext.runAsNonRoot, true);
  assert.equal(pod.securityContext.seccompProfile.type, "RuntimeDefault");
  assert.equal(pod.automountServiceAccountToken, false);
  for (const c of pod.containers) {
    assert.equal(c.securityContext.readOnlyRootFilesystem, true, c.name);
    assert.equal(c.securityContext.allowPrivilegeEscalation, false, c.name);
    assert.deepEqual(c.securityContext.capabilities.drop, ["ALL"], c.name);
    assert.ok(c.resources.limits.memory, `${c.name} has a memory limit`);
  }
}

Deno.test("deploy: the base renders to schema-valid objects: replicas, probes, a restricted pod, its budget and scaler", async () => {
  const objects = await render(BASE);
  assertSchemaValid(objects);
  const deployment = find(objects, "Deployment", "gitlab-mcp-server");
  const labels = deployment.spec.selector.matchLabels;
  assert.ok(deployment.spec.replicas >= 2);
  const pod = deployment.spec.template.spec;
  assertRestricted(pod);
  const server = pod.containers[0];
  assert.equal(server.readinessProbe.httpGet.path, "/ready");
  assert.equal(server.livenessProbe.httpGet.path, "/health");
  const env = Object.fromEntries(server.env.map((e: Any) => [e.name, e]));
  assert.equal(
    env.GITLAB_MCP_STATE_KEY.valueFrom.secretKeyRef.name,
    find(objects, "Secret", "gitlab-mcp-server").metadata.name,
  );
  assert.match(env.GITLAB_MCP_STATE_STORE.value, /^redis:\/\//);
  assert.deepEqual(find(objects, "Service", "gitlab-mcp-server").spec.selector, labels);
  assert.deepEqual(find(objects, "PodDisruptionBudget", "gitlab-mcp-server").spec.selector.matchLabels, labels);
  const hpa = find(objects, "HorizontalPodAutoscaler", "gitlab-mcp-server");
  assert.equal(hpa.spec.scaleTargetRef.name, deployment.metadata.name);
  assert.ok(hpa.spec.minReplicas >= 2);
});

Deno.test("deploy: the server's network policy lets out DNS, GitLab over HTTPS and the store only", async () => {
  const policy = find(await render(BASE), "NetworkPolicy", "gitlab-mcp-server");
  assert.deepEqual(policy.spec.policyTypes, ["Ingress", "Egress"]);
  const ports = policy.spec.egress.map((rule: Any) => rule.ports.map((p: Any) => `${p.protocol}/${p.port}`).join(","));
  assert.deepEqual(ports, ["UDP/53,TCP/53", "TCP/443", "TCP/6379"]);
  assert.equal(policy.spec.egress[2].to[0].podSelector.matchLabels["app.kubernetes.io/name"], "gitlab-mcp-redis");
});

Deno.test("deploy: the Redis overlay adds the store the server's URL names, reachable from the server only", async () => {
  const objects = await render(OVERLAY);
  assertSchemaValid(objects);
  const server = find(objects, "Deployment", "gitlab-mcp-server").spec.template.spec.containers[0];
  const url = new URL(server.env.find((e: Any) => e.name === "GITLAB_MCP_STATE_STORE").value);
  const service = find(objects, "Service", url.hostname);
  assert.equal(String(service.spec.ports[0].port), url.port);
  const redis = find(objects, "Deployment", "gitlab-mcp-redis");
  assertRestricted(redis.spec.template.spec);
  assert.deepEqual(service.spec.selector, redis.spec.selector.matchLabels);
  const policy = find(objects, "NetworkPolicy", "gitlab-mcp-redis");
  assert.deepEqual(policy.spec.egress, []);
  assert.equal(policy.spec.ingress[0].from[0].podSelector.matchLabels["app.kubernetes.io/name"], "gitlab-mcp-server");
  const args = redis.spec.template.spec.containers[0].args.join(" ");
  assert.match(args, /--maxmemory-policy noeviction/);
});

Deno.test("deploy: the Dockerfile builds in one stage and runs the binary alone, as non-root, probing /health itself", async () => {
  const stages = dockerStages(await Deno.readTextFile(new URL("Dockerfile", ROOT)));
  assert.ok(stages.length >= 2, "multi-stage");
  const run = stages.at(-1)!;
  assert.match(run.from, /^gcr\.io\/distroless\//, "a base with no shell");
  const ops = (op: string) => run.instructions.filter((i) => i.op === op).map((i) => i.args);
  assert.deepEqual(ops("RUN"), [], "nothing runs in the final stage: it has no shell");
  assert.match(ops("USER")[0]!, /^[1-9]\d*:[1-9]\d*$/, "a numeric non-root user");
  assert.match(ops("COPY")[0]!, /^--from=build /);
  const exec = (text: string) => JSON.parse(text.slice(text.indexOf("["))) as string[];
  assert.deepEqual(exec(ops("HEALTHCHECK")[0]!).slice(1, 2), ["--healthcheck"], "exec form: no shell");
  assert.deepEqual(exec(ops("ENTRYPOINT")[0]!).slice(1, 2), ["--http"]);
});
