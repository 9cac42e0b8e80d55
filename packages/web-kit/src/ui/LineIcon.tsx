interface LineIconProps {
  /** SVG path data on a 24×24 grid. */
  path: string;
  /** Width and height in pixels; without it, CSS sizes the icon. */
  size?: number;
}

/** A decorative line icon drawn in the text colour. */
export function LineIcon({ path, size }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
