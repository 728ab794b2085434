/** The parts of Deno.stdin and Deno.stdout that stdio reads and writes with (tests pass their own). */

export interface ByteInput {
  read(into: Uint8Array): Promise<number | null>;
}

export interface ByteOutput {
  write(bytes: Uint8Array): Promise<number>;
}

/** Writes all of `bytes`: one write may take only part. */
export async function writeAll(output: ByteOutput, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length;) at += await output.write(bytes.subarray(at));
}
