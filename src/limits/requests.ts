/**
 * A process-wide cap on HTTP requests in progress. Each request costs memory (its body, a server
 * instance from the factory), so the excess is refused at once, before anything is read or built, and a
 * request holds its slot until its response body has ended: a streamed (SSE) answer is still work.
 */
import { InflightGate } from "./inflight.ts";

/** Requests in progress per allowed GitLab call in flight: room for calls that never reach GitLab. */
const REQUESTS_PER_INFLIGHT = 4;
/** The cap when `--max-inflight` is 0 (GitLab calls uncapped): memory still needs a bound. */
const DEFAULT_MAX_REQUESTS = 256;

/** The request cap for a `--max-inflight` value. */
export function maxRequestsFor(maxInflight: number): number {
  return maxInflight > 0 ? maxInflight * REQUESTS_PER_INFLIGHT : DEFAULT_MAX_REQUESTS;
}

/** The in-flight counter, with a way to hold a slot until a response body has ended. */
export class RequestGate extends InflightGate {
  /** Leaves once `res`'s body has ended, failed or been cancelled, at once when it has none. */
  leaveAfter(res: Response): Response {
    if (!res.body) {
      this.release();
      return res;
    }
    const reader = res.body.getReader();
    let left = false;
    const done = () => {
      if (left) return;
      left = true;
      this.release();
    };
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (!chunk.done) return controller.enqueue(chunk.value);
          done();
          controller.close();
        } catch (err) {
          done();
          controller.error(err);
        }
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  }
}
