// Compiled by the type check (npm run typecheck), never run: each @ts-expect-error below must stay an error, so a
// client whose calls stopped being typed by the route contracts (an `any` creeping in) fails the check, as does a
// call of the bff's that no longer fits a route's changed schema.
import type { MediaJob, StockTrack, VoiceSample } from '@reeltalk/contracts';
import type { MediaClient } from './client.ts';

declare const media: MediaClient;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T => true as T;

// The answer is the route's answer schema's output.
expectType<Equal<Awaited<ReturnType<typeof media.call<'job'>>>, MediaJob>>();
expectType<Equal<Awaited<ReturnType<typeof media.call<'stockTracks'>>>, { tracks: StockTrack[] }>>();
expectType<Equal<Awaited<ReturnType<typeof media.call<'analyseVoiceSample'>>>, VoiceSample>>();
expectType<Equal<Awaited<ReturnType<typeof media.call<'pronunciationPreview'>>>, Uint8Array<ArrayBuffer>>>();
expectType<Equal<Awaited<ReturnType<typeof media.call<'deleteObjects'>>>, void>>();

export async function calls(): Promise<void> {
  await media.call('startNarration', { projectId: 'p', body: { sourceKey: 'k' } });
  // @ts-expect-error a body without a field its schema requires
  await media.call('startNarration', { projectId: 'p', body: { voice: 'v' } });
  // @ts-expect-error a body with a field its schema does not have
  await media.call('extractText', { projectId: 'p', body: { key: 'k', name: 'n' } });
  // @ts-expect-error a field of the wrong type
  await media.call('presign', { body: { keys: ['k'], expiresIn: '60' } });
  // @ts-expect-error a path parameter left out
  await media.call('accountExport', { userId: 'u' });
  // @ts-expect-error a query left out
  await media.call('scriptUnits', { projectId: 'p' });
  // @ts-expect-error JSON where the route takes bytes
  await media.call('storeCover', { projectId: 'p', body: { key: 'k' } });
  // @ts-expect-error a route the media-service does not have
  await media.call('renderSubtitles', {});
  await media.call('voiceEngine');
  // @ts-expect-error a route with a body cannot be called without one
  await media.call('deleteVoiceSample');
}
