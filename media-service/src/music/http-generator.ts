import { decodeWav } from '../audio/index.ts';
import type { GeneratedMusic, MusicGenerator, MusicPlan, MusicRequest } from './generator.ts';
import { describePlan, readPrompt } from './prompt.ts';
import { MUSIC_SAMPLE_RATE } from './render.ts';

/** The generation service failed, refused the request, or answered with audio this service cannot use. */
export class MusicServiceError extends Error {
  override readonly name = 'MusicServiceError';
}

interface MusicServiceSettings {
  url: string;
  token?: string;
  /** How long one generation may take before it is given up. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/** How far the service's audio may be from the requested length. */
const LENGTH_TOLERANCE_SECONDS = 0.05;
export const PLAN_HEADER = 'x-music-plan';

async function failure(response: Response): Promise<MusicServiceError> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown; message?: unknown } | undefined;
  const said = typeof body?.message === 'string' ? `: ${body.message}` : '';
  return new MusicServiceError(`The music generation service answered ${response.status}${said}`);
}

/** The plan the service describes in its header, or else what the prompt asks for. */
function planFrom(header: string | null, prompt: string): MusicPlan {
  if (header) {
    try {
      const plan = JSON.parse(header) as MusicPlan;
      if (typeof plan.tempo === 'number' && Array.isArray(plan.instruments)) return plan;
    } catch {
      // A malformed description is not worth failing the music for; the prompt's reading stands in.
    }
  }
  const asked = readPrompt(prompt);
  return describePlan(asked, asked.tempo);
}

/**
 * A generation service behind the generator interface. Wire format: POST the service URL with JSON
 * {prompt, duration_seconds, seed} and `Authorization: Bearer <token>`; 200 answers audio/wav (16-bit PCM, stereo,
 * 44.1 kHz, duration_seconds long) with an optional X-Music-Plan header (JSON {tempo, key, mode, style,
 * instruments}); 4xx/5xx answer JSON {error, message}.
 */
export function createHttpGenerator(settings: MusicServiceSettings): MusicGenerator {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async generate(request: MusicRequest, progress, signal): Promise<GeneratedMusic> {
      progress(0);
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'audio/wav',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({
          prompt: request.prompt,
          duration_seconds: request.durationSeconds,
          seed: request.seed,
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }).catch((error: unknown) => {
        if (signal?.aborted) throw signal.reason;
        if (timeout.aborted) {
          throw new MusicServiceError(`The music generation service did not answer within ${timeoutMs / 1000} s`);
        }
        throw new MusicServiceError(`The music generation service cannot be reached: ${(error as Error).message}`);
      });
      if (!response.ok) throw await failure(response);
      const wav = Buffer.from(await response.arrayBuffer());
      checkAudio(wav, request.durationSeconds);
      progress(1);
      return {
        wav,
        sampleRate: MUSIC_SAMPLE_RATE,
        durationSeconds: request.durationSeconds,
        plan: planFrom(response.headers.get(PLAN_HEADER), request.prompt),
      };
    },
  };
}

function checkAudio(wav: Buffer, durationSeconds: number): void {
  let decoded: { samples: Float32Array; sampleRate: number };
  try {
    decoded = decodeWav(wav, 2);
  } catch (error) {
    throw new MusicServiceError(
      `The music generation service answered with unusable audio: ${(error as Error).message}`,
    );
  }
  if (decoded.sampleRate !== MUSIC_SAMPLE_RATE) {
    throw new MusicServiceError(
      `The music generation service answered with ${decoded.sampleRate} Hz audio, not 44100 Hz`,
    );
  }
  const seconds = decoded.samples.length / 2 / MUSIC_SAMPLE_RATE;
  if (Math.abs(seconds - durationSeconds) > LENGTH_TOLERANCE_SECONDS) {
    throw new MusicServiceError(
      `The music generation service answered with ${seconds.toFixed(2)} s of music, not ${durationSeconds} s`,
    );
  }
}
