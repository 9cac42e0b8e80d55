import { PERMISSION_ABILITIES, permissionLabel, publisherName, type ProjectAccess } from '@reeltalk/contracts';

/** The listening view's own words. */
export const LISTEN_TEXTS = {
  loading: 'Loading project details...',
  /** Who the reader is to the project and what that lets them do, from the level's abilities. */
  role: (access: ProjectAccess, publisher: string | null) =>
    access === 'owner'
      ? 'You own this project.'
      : `You are ${access === 'viewer' ? 'a' : 'an'} ${permissionLabel(access).toLowerCase()} of ` +
        `${publisherName(publisher)}: ${PERMISSION_ABILITIES[access].toLowerCase()}.`,
  notNarrated: 'Not narrated yet',
  notNarratedHint: 'This project has no narration to play yet. Its editors narrate it; come back once they have.',
  notMixed: 'You are hearing the narration alone: the soundtrack has not been mixed in yet.',
  edit: 'Open the editing steps',
  commentHeading: 'Comments',
  commentHint: 'Pause where something strikes you: your comment is pinned to that moment, signed with your name.',
  posted: 'Your comment was posted.',
} as const;
