/** Byte chunks read one after another (a stream, a pipe), joined once into one array. */

/** The chunks as one array of `size` bytes (their total); a single chunk is returned as it is. */
export function joinBytes(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
