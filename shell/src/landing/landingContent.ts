// The landing page's copy: what ReelTalk does, in the order the page tells it.

export type CardType = 'analysis' | 'voice' | 'soundtrack' | 'download' | 'pilotly-study' | 'share';

export interface LandingCard {
  type: CardType;
  title: string;
  text: string;
}

interface ShareCard extends LandingCard {
  action: string;
}

/** A section's header, and the anchor the navigation links to. */
export interface SectionHead {
  id: string;
  testId: string;
  eyebrow: string;
  title: string;
  text: string;
}

interface ProcessStep {
  key: 'upload' | 'review' | 'selection' | 'timing' | 'export';
  title: string;
  text: string;
}

export const HERO = {
  eyebrow: 'AI audiobook studio',
  title: 'Turn your script into a finished audiobook',
  text:
    'Upload a Word document or text file and ReelTalk narrates it with expressive AI voices, scores it with ' +
    'background music you place to the second, and hands you a mixed master ready to download or share.',
} as const;

export const FEATURES_SECTION: SectionHead = {
  id: 'features',
  testId: 'landing-features',
  eyebrow: 'Features',
  title: 'Everything between manuscript and master',
  text: 'The work of a recording studio, a sound editor and a composer, in one place and in your browser.',
};

export const VALUE_CARDS: readonly LandingCard[] = [
  {
    type: 'analysis',
    title: 'Script analysis',
    text:
      'ReelTalk reads your .docx or .txt file, keeps its chapter headings, counts the words and builds a transcript ' +
      'that stays in sync with the narration word by word.',
  },
  {
    type: 'voice',
    title: 'Expressive narration',
    text:
      'Choose a voice from the library or train a custom one from a short MP3 or WAV sample, then set the emotions, ' +
      'from joyful to worried, that carry your story.',
  },
  {
    type: 'soundtrack',
    title: 'Soundtrack timing',
    text:
      'Generate original background music from a short description and drop music zones on the timeline, so every ' +
      'cue lands exactly where the scene turns.',
  },
];

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    key: 'upload',
    title: 'Upload your script',
    text: 'Drop in a Word document or plain-text file. Name the project, tag its genres, and narration starts on its own.',
  },
  {
    key: 'review',
    title: 'Review & edit',
    text: 'Read along while the narration plays: every word lights up in time, and a click jumps the audio right to it.',
  },
  {
    key: 'selection',
    title: 'Pick voice & emotion',
    text: 'Preview voices side by side, or use your own sample, and choose the emotions the performance should carry.',
  },
  {
    key: 'timing',
    title: 'Time the soundtrack',
    text: 'Place music zones along the waveform, drag them into position and resize them until the mood fits the scene.',
  },
  {
    key: 'export',
    title: 'Preview & export',
    text: 'Mix narration and music into one master, listen through, then download it as audio or a waveform video.',
  },
];

export const SHARE_SECTION: SectionHead = {
  id: 'share',
  testId: 'landing-share',
  eyebrow: 'Share',
  title: 'Finish it your way',
  text: 'Take the master with you, test it with listeners, or send it to the people whose opinion counts.',
};

export const SHARE_CARDS: readonly ShareCard[] = [
  {
    type: 'download',
    title: 'Download audio or video',
    text: 'Export a 320kbps MP3 or a lossless WAV, or render a waveform video with your cover art for social channels.',
    action: 'Export your audiobook',
  },
  {
    type: 'pilotly-study',
    title: 'Run a listener study',
    text: 'Turn your audio into a market-research study and learn how real listeners respond before you launch.',
    action: 'Plan a study',
  },
  {
    type: 'share',
    title: 'Share for feedback',
    text: 'Send a private link to the people you choose. Links expire after 30 days, so drafts stay drafts.',
    action: 'Share a project',
  },
];

export const CALL_TO_ACTION = {
  title: 'Your next audiobook starts with a script you already have',
  text: 'No studio, no microphone, no waiting for a booking. Upload a script today and hear it narrated within minutes.',
} as const;
