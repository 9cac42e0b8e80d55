/** Each frame's energy (mean square of its samples), frames being `frameSeconds` long; the last may be shorter. */
export function frameEnergies(samples: Float32Array, sampleRate: number, frameSeconds: number): Float64Array {
  const size = Math.max(1, Math.round(sampleRate * frameSeconds));
  const energies = new Float64Array(Math.ceil(samples.length / size));
  for (let f = 0; f < energies.length; f++) {
    const from = f * size;
    const to = Math.min(samples.length, from + size);
    let sum = 0;
    for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
    energies[f] = sum / (to - from);
  }
  return energies;
}

/** An energy in dB relative to full scale; the epsilon keeps digital silence finite. */
export const decibels = (energy: number) => 10 * Math.log10(energy + 1e-12);
