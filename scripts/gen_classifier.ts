/**
 * Trains find_action's classifier on the served actions' titles, aliases and examples and records it in
 * src/find/classifier_model.json. `deno task docs` runs it; tests/find/classifier_test.ts fails when the
 * rows it was trained on have changed since.
 */
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { trainClassifier } from "../src/find/classifier.ts";

/** Where the model lives (excluded from `deno fmt`: one term per line keeps diffs readable). */
export const MODEL_FILE = "src/find/classifier_model.json";

if (import.meta.main) {
  const model = trainClassifier(SERVED_ACTIONS);
  const terms = Object.entries(model.weights).map(([t, w]) => `${JSON.stringify(t)}: ${JSON.stringify(w)}`);
  const head = ["fingerprint", "ids", "bias"].map((k) => `${JSON.stringify(k)}: ${JSON.stringify(model[k as "ids"])}`);
  const text = `{\n${head.join(",\n")},\n"weights": {\n${terms.join(",\n")}\n}\n}\n`;
  await Deno.writeTextFile(new URL(`../${MODEL_FILE}`, import.meta.url), text);
  console.log(`wrote ${MODEL_FILE} (${model.ids.length} actions, ${terms.length} terms)`);
}
