/**
 * With several GitLab instances (`--gitlab-url a,b`), each request names its own in a `GITLAB-URL` header; a value
 * outside the configured list is refused (403) before anything is sent anywhere. With one instance the header is
 * ignored, as it always was, and the request is that instance's.
 */
import { baseOf } from "../gitlab/instance.ts";

export const INSTANCE_HEADER = "gitlab-url";

export type InstanceRead = { instance: string; refusal?: undefined } | {
  refusal: { status: number; message: string };
};

function listed(urls: readonly URL[]): string {
  return urls.map(baseOf).join(", ");
}

/** The configured instance the request is for (its href), or the refusal to answer. */
export function readInstance(req: Request, urls: readonly URL[]): InstanceRead {
  if (urls.length === 1) return { instance: urls[0]!.href };
  const raw = req.headers.get(INSTANCE_HEADER)?.trim();
  if (!raw) {
    const message = `Cannot pick a GitLab instance: this server fronts ${urls.length} (${
      listed(urls)
    }); send a GITLAB-URL header naming one`;
    return { refusal: { status: 400, message } };
  }
  let named: string | undefined;
  try {
    named = baseOf(new URL(raw));
  } catch {
    named = undefined;
  }
  const hit = urls.find((u) => baseOf(u) === named);
  if (hit) return { instance: hit.href };
  const message = `Cannot use GITLAB-URL "${
    raw.slice(0, 200)
  }": it is not one of the GitLab instances this server fronts (${listed(urls)})`;
  return { refusal: { status: 403, message } };
}
