import { useState } from 'react';
import { avatarInitials, isRealPicture } from '@reeltalk/contracts';
import './avatar.css';

interface AvatarProps {
  fullName?: string | null;
  /** Picture address; only http(s) addresses that are not the placeholder are shown. */
  src?: string | null;
  /** Diameter in pixels. */
  size?: number;
}

/** The user's picture, or a circle with their initials when there is none or it fails to load. */
export function Avatar({ fullName, src, size = 36 }: AvatarProps) {
  // Remembering which address failed (not just "failed") lets a new picture, e.g. after 'avatarUpdated', try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && isRealPicture(src) && src !== failedSrc ? src : null;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };

  if (picture) {
    return (
      <img
        className="shell-avatar shell-avatar--picture"
        data-testid="avatar-image"
        src={picture}
        alt={fullName ? `${fullName}'s avatar` : 'Your avatar'}
        style={style}
        onError={() => setFailedSrc(picture)}
      />
    );
  }
  return (
    <span
      className="shell-avatar shell-avatar--initials"
      data-testid="avatar-initials"
      style={style}
      aria-hidden="true"
    >
      {avatarInitials(fullName)}
    </span>
  );
}
