import { VOICE_PROCESSING_STAGES, type VoiceFlowType } from '@reeltalk/contracts';
import type { NarrationProgressPlan } from '../narration/narration-job.ts';

// The assembled track is written by 98 %; the transcript, timeline and peaks take the rest.
const FILES_FROM = 98;

/**
 * A re-narration for the voice step shows spec 02 §4's stages at their percentages, each over the work it names:
 * the first ('Extracting vocal stems...' / 'Downloading voice model reference...') from 25 % while the script is read
 * and the stored paragraphs are looked up, the second from 50 % to 75 % as paragraphs are narrated, the third
 * ('Creating transcript...') from 75 % as the track is encoded and the transcript written. The default flow shows
 * the predefined texts, as the voice step does.
 */
export function voiceProgressPlan(flowType: VoiceFlowType): NarrationProgressPlan {
  const [prepare, generate, transcript] = VOICE_PROCESSING_STAGES[flowType === 'custom' ? 'custom' : 'predefined'];
  if (!prepare || !generate || !transcript) throw new Error(`voice processing stages of ${flowType} are incomplete`);
  return {
    reading: { stage: prepare.text, percent: prepare.percent },
    narrating: { stage: generate.text, from: generate.percent, to: transcript.percent },
    encoding: { stage: transcript.text, from: transcript.percent, to: FILES_FROM },
    transcript: { stage: transcript.text, percent: FILES_FROM },
  };
}
