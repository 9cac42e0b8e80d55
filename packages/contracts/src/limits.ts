// The product's business constants and limits, and the timings its flows name.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const MB = 1024 * 1024;

// Script upload
export const SCRIPT_MAX_BYTES = 10 * MB;
export const SCRIPT_EXTENSIONS = ['.docx', '.txt'] as const;

// Custom voice file (3 MB is 3145728 bytes in the spec)
export const CUSTOM_VOICE_MAX_BYTES = 3_145_728;
export const CUSTOM_VOICE_MIME_TYPES = ['audio/mp3', 'audio/mpeg', 'audio/wav', 'audio/wave'] as const;

// Avatar
export const AVATAR_MAX_BYTES = 5 * MB;
export const AVATAR_FALLBACK_LETTER = 'R';
export const AVATAR_REFRESH_MS = 30 * MINUTE_MS;

// Names and titles
export const PROJECT_NAME_MAX = 100;
export const STEP_BAR_NAME_CHARS = 25;
export const SOUNDTRACK_TITLE_CHARS = 19;
export const AUDIO_TITLE_MAX = 100;
/** Generated name after creation: 'project' + id + this many random A-Z/0-9 characters. */
export const PROJECT_NAME_SUFFIX_CHARS = 4;

// Sign-up rules
export const FULL_NAME_MIN = 4;
export const PASSWORD_MIN = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_DOMAIN_MIN = 3;
export const EMAIL_DOMAIN_MAX = 253;
/** Domains refused as not real ('{host}' in the spec is the product's example domain). */
export const EMAIL_BLOCKED_DOMAINS = ['example.com', 'test.com', 'localhost', 'invalid'] as const;

// Navigation and session timings
export const DEFAULT_ROUTE_AFTER_LOGIN = '/app';
export const SIGNUP_REDIRECT_MS = 2000;
export const AUTH_ERROR_REDIRECT_MS = 100;
/** The identity provider's token counts as expired this long before its real expiry. */
export const TOKEN_EXPIRY_MARGIN_MS = 30 * SECOND_MS;
/** The token is refreshed proactively this long before its expiry. */
export const TOKEN_REFRESH_AHEAD_MS = 5 * MINUTE_MS;
export const INACTIVITY_REFRESH_MS = 25 * MINUTE_MS;

// API client
export const REQUEST_CONCURRENCY = 3;
export const PRESIGNED_CACHE_MS = 50 * MINUTE_MS;
/** Seconds an address the shared page plays or downloads lives: a revoked or expired link stops soon after. */
export const SHARED_URL_SECONDS = 10 * 60;
export const MUSIC_ZONES_FETCH_DEBOUNCE_MS = SECOND_MS;
export const API_MONITOR = {
  /** Warn when one path is called more often than this within a minute. */
  warnCallsPerMinute: 60,
  summaryIntervalMs: 30 * SECOND_MS,
  /** The summary is logged only when more calls than this were made. */
  summaryAboveCalls: 10,
} as const;

// Review: waveform and transcript
export const WAVEFORM_BARS_MAIN = 200;
export const WAVEFORM_BARS_SOUNDTRACK = 150;
export const HIGHLIGHT_LEAD_SECONDS = 0.8;
export const PARAGRAPH_GAP_SECONDS = 4;
export const MOCK_PLAYER_SECONDS = 180;

// Soundtrack timing
export const SOUNDTRACK_VOLUME = 0.6;
export const ZONE_SYNC_INTERVAL_MS = 100;
export const MIN_ZONE_SECONDS = 1;
/**
 * Music zones a project may hold: far more than a creator places by hand (a zone per chapter of a long novel), and
 * it bounds the mix, whose ffmpeg graph has an input and a chain of filters per zone.
 */
export const MUSIC_ZONES_PER_PROJECT = 200;
export const ZONE_DELETE_RELOAD_MS = 100;
export const MUSIC_DURATIONS = [15, 30, 45, 60] as const;
export type MusicDuration = (typeof MUSIC_DURATIONS)[number];
export const DEFAULT_MUSIC_DURATION: MusicDuration = 30;
export const MUSIC_STATUS_POLL_MS = 2 * SECOND_MS;
export const MUSIC_GENERATION_TIMEOUT_MS = 10 * MINUTE_MS;
export const MUSIC_DONE_CLOSE_MS = SECOND_MS;

// Voice processing, mixing, export
export const VOICE_DONE_CLOSE_MS = SECOND_MS;
export const MIX_DONE_NEXT_STEP_MS = SECOND_MS;
export const COVER_SAVED_RELOAD_MS = SECOND_MS;
export const SEEK_STEP_SECONDS = 10;
export const EXPORT_BITRATE_KBPS = 320;

// Library and sharing
/** FAQ text only: the spec does not show the expiry being enforced. */
export const SHARE_LINK_DAYS = 30;

/** Project status numbers: 0 Draft, 1 In Progress, 2 Complete. */
export const STATUS = { DRAFT: 0, IN_PROGRESS: 1, COMPLETE: 2 } as const;
type StatusNumber = (typeof STATUS)[keyof typeof STATUS];
export const NEW_PROJECT_STATUS: StatusNumber = STATUS.IN_PROGRESS;
export const SAVED_PROJECT_STATUS: StatusNumber = STATUS.COMPLETE;

/** Library status filter values and the status number each keeps ('all' keeps every project). */
export const STATUS_FILTERS = ['all', 'complete', 'in-progress', 'draft'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_VALUES: Record<Exclude<StatusFilter, 'all'>, StatusNumber> = {
  draft: STATUS.DRAFT,
  'in-progress': STATUS.IN_PROGRESS,
  complete: STATUS.COMPLETE,
};

/** The five creation steps: key is the route segment (/app/project/{id}/{key}), label is the step bar text. */
export const STEPS = [
  { key: 'upload', label: 'Upload Script' },
  { key: 'review', label: 'Review & Edit' },
  { key: 'voice', label: 'Voice & Emotion' },
  { key: 'soundtrack', label: 'Soundtrack Timing' },
  { key: 'export', label: 'Preview & Export' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

/** Where a project is listened to and commented on without its steps: what a viewer opens. */
export const listenPath = (projectId: string): string => `/app/project/${encodeURIComponent(projectId)}/listen`;

/** Voice processing flow types: which stage texts the voice step shows while it re-narrates. */
export const VOICE_FLOW_TYPES = ['default', 'custom', 'predefined'] as const;
export type VoiceFlowType = (typeof VOICE_FLOW_TYPES)[number];
