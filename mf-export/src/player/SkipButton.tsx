import { SEEK_STEP_SECONDS } from '@reeltalk/contracts';

const SKIPS = {
  back: { testId: 'player-back10', label: 'Back', sign: '−', seconds: -SEEK_STEP_SECONDS },
  forward: { testId: 'player-forward10', label: 'Forward', sign: '+', seconds: SEEK_STEP_SECONDS },
} as const;

interface SkipButtonProps {
  direction: keyof typeof SKIPS;
  disabled: boolean;
  /** Moves the playback by the (signed) seconds. */
  onSkip: (seconds: number) => void;
}

/** −10 s or +10 s. */
export function SkipButton({ direction, disabled, onSkip }: SkipButtonProps) {
  const skip = SKIPS[direction];
  return (
    <button
      type="button"
      className="rt-audiobook__skip"
      data-testid={skip.testId}
      aria-label={`${skip.label} ${SEEK_STEP_SECONDS} seconds`}
      disabled={disabled}
      onClick={() => onSkip(skip.seconds)}
    >
      {skip.sign}
      {SEEK_STEP_SECONDS}s
    </button>
  );
}
