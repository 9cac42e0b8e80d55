import { VOICE_PROCESSING_STAGES, type VoiceFlowType } from '@reeltalk/contracts';

export const NARRATION_STAGES = {
  reading: 'Reading the script...',
  narrating: 'Processing script with text-to-speech...',
  encoding: 'Creating the audio track...',
  transcript: 'Creating transcript...',
  done: 'Processing completed!',
} as const;

/** The stage text and the stretch of the progress bar of each part of the work. */
interface NarrationProgressPlan {
  reading: { stage: string; percent: number };
  narrating: { stage: string; from: number; to: number };
  encoding: { stage: string; from: number; to: number };
  transcript: { stage: string; percent: number };
}

// Reading the paragraphs out is most of the work, so most of the bar.
const SCRIPT_PROGRESS: NarrationProgressPlan = {
  reading: { stage: NARRATION_STAGES.reading, percent: 0 },
  narrating: { stage: NARRATION_STAGES.narrating, from: 0, to: 90 },
  encoding: { stage: NARRATION_STAGES.encoding, from: 90, to: 98 },
  transcript: { stage: NARRATION_STAGES.transcript, percent: 98 },
};

// The assembled track is written by 98 %; the transcript, timeline and peaks take the rest.
const FILES_FROM = 98;

/**
 * A script's narration shows its own stages. A re-narration for the voice step shows the voice step's stages at their
 * percentages, each over the work it names: the first ('Extracting vocal stems...' / 'Downloading voice model
 * reference...') from 25 % while the script is read and the stored paragraphs are looked up, the second from 50 % to
 * 75 % as paragraphs are narrated, the third ('Creating transcript...') from 75 % as the track is encoded and the
 * transcript written. The default flow shows the predefined texts, as the voice step does.
 */
export function progressPlan(flowType: VoiceFlowType | undefined): NarrationProgressPlan {
  if (!flowType) return SCRIPT_PROGRESS;
  const [prepare, generate, transcript] = VOICE_PROCESSING_STAGES[flowType === 'custom' ? 'custom' : 'predefined'];
  if (!prepare || !generate || !transcript) throw new Error(`voice processing stages of ${flowType} are incomplete`);
  return {
    reading: { stage: prepare.text, percent: prepare.percent },
    narrating: { stage: generate.text, from: generate.percent, to: transcript.percent },
    encoding: { stage: transcript.text, from: transcript.percent, to: FILES_FROM },
    transcript: { stage: transcript.text, percent: FILES_FROM },
  };
}
