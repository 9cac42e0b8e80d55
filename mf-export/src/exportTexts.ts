import { SHARE_LINK_DAYS } from '@reeltalk/contracts';

/** The export step's own wording (the spec's texts are in @reeltalk/contracts). */
export const EXPORT_TEXTS = {
  cancel: 'Cancel',
  downloadTitle: 'Download Audiobook',
  audioExport: 'Audio',
  videoExport: 'Video',
  mp3: 'MP3',
  mp3Text: '320 kbps, plays everywhere',
  wav: 'WAV',
  wavText: 'Lossless, for editing and distribution',
  video: 'Waveform Video (MP4)',
  videoText: 'The cover, the title and a moving waveform, 1280×720',
  updatingTitle: 'Updating Your Audiobook',
  updatingHint: 'Updating your files with your latest changes, such as a new title, before they download...',
  cardsHeading: 'Export & Share',
  downloadCard: 'Download',
  downloadCardText:
    'The finished audiobook as MP3, WAV or a waveform video, or as an M4B, an ACX package or a read-along EPUB.',
  downloadCardAction: 'Download',
  feedbackCard: 'Listener Feedback Study',
  feedbackCardText: 'Share a link where listeners leave comments pinned to a moment of the audio.',
  feedbackCardAction: 'Start a Study',
  shareCard: 'Shareable Link',
  shareCardText: `Send a private link to listen and download. It expires after ${SHARE_LINK_DAYS} days.`,
  shareCardAction: 'Share',
  chosenImage: 'Chosen cover image',
  currentImage: 'Current cover image',
  titleCount: (length: number, max: number) => `${length}/${max}`,
} as const;
