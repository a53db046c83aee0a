/**
 * Raw DEFLATE through the platform's CompressionStream / DecompressionStream (browsers and
 * Node 20): no dependency. Inflating reads the stream chunk by chunk and cancels it as soon
 * as the output passes a cap, so a "decompression bomb" (a few KB that would inflate to
 * hundreds of MB) costs at most the cap in memory and a moment in time.
 */

export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export type InflateResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'corrupt'; detail: string }
  | { ok: false; reason: 'too-large' };

/** Inflate at most `maxBytes` bytes of output. Never rejects. */
export async function inflateRawCapped(bytes: Uint8Array, maxBytes: number): Promise<InflateResult> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    reader = stream.getReader();
  } catch (e) {
    return { ok: false, reason: 'corrupt', detail: String((e as Error)?.message ?? e) };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    return { ok: false, reason: 'corrupt', detail: String((e as Error)?.message ?? e) };
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.byteLength;
  }
  return { ok: true, bytes: out };
}
