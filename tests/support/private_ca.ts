/** A fake GitLab behind a private CA (the test CA in tests/support/tls/). */
import { FakeGitLab } from "./fake_gitlab.ts";
import { osPath } from "./paths.ts";

const TLS = new URL("./tls/", import.meta.url);

/** The test CA's path, as a user would give it in DENO_CERT. */
export const TEST_CA = osPath(new URL("ca.pem", TLS));

/** A fake GitLab over HTTPS whose certificate only the test CA vouches for. */
export async function privateCaGitLab(): Promise<FakeGitLab> {
  const [cert, key] = await Promise.all(["server.pem", "server.key"].map((f) => Deno.readTextFile(new URL(f, TLS))));
  return new FakeGitLab({ tls: { cert: cert!, key: key! } });
}
