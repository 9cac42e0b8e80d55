/** Raw 32-bit float little-endian samples (ffmpeg's f32le), sharing the array's memory. */
export const floatBytes = (samples: Float32Array): Buffer =>
  Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

/** Turns a stream of f32le bytes, cut anywhere, into whole float samples. */
export async function* floatSamples(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Float32Array> {
  let rest = Buffer.alloc(0);
  for await (const chunk of bytes) {
    const joined = rest.length > 0 ? Buffer.concat([rest, chunk]) : Buffer.from(chunk);
    const whole = joined.length - (joined.length % 4);
    rest = joined.subarray(whole);
    if (whole === 0) continue;
    // A copy, because a Float32Array needs 4-byte-aligned memory.
    const samples = new Float32Array(whole / 4);
    Buffer.from(samples.buffer).set(joined.subarray(0, whole));
    yield samples;
  }
}
