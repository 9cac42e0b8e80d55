// The worker thread that runs espeak-ng, whose synthesis is synchronous and would otherwise hold the service's event
// loop for seconds per paragraph. Plain JavaScript because Node 20 cannot load TypeScript in a worker thread; the
// message shapes are declared in threads.ts.
import { parentPort } from 'node:worker_threads';
import initialize from '@echogarden/espeak-ng-emscripten';

const espeak = initialize().then((module) => new module.eSpeakNGWorker());

parentPort.on('message', async ({ id, ssml, voice, rate, pitch, range }) => {
  try {
    const worker = await espeak;
    worker.set_voice(voice);
    worker.set_rate(rate);
    worker.set_pitch(pitch);
    worker.set_range(range);
    const chunks = [];
    const onsets = [];
    const phonemes = [];
    worker.synthesize(ssml, (samples, events) => {
      chunks.push(samples);
      for (const event of events) {
        if (event.type === 'word') onsets.push({ codePoint: event.text_position - 1, ms: event.audio_position });
        if (event.type === 'phoneme' && event.id)
          phonemes.push({ codePoint: event.text_position - 1, phoneme: event.id });
      }
      return false;
    });
    const samples = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage({ id, samples, sampleRate: worker.samplerate, onsets, phonemes }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
