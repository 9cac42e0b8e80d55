/** The video's frame and where each part sits on it (pixels): cover on the left, title and waveform on the right. */
export const FRAME = { width: 1280, height: 720 } as const;
export const COVER = { left: 60, top: 100, size: 520 } as const;
export const TITLE = { left: 640, top: 110, fontSize: 36, lineSpacing: 12, lineChars: 26, maxLines: 4 } as const;
export const WAVEFORM = { left: 640, top: 400, width: 580, height: 240 } as const;
export const COLOURS = { background: '#14161f', waveform: '0x7dd3fc', title: 'white' } as const;

/**
 * The title as drawn: wrapped at word boundaries to lines of at most TITLE.lineChars characters (a longer word is cut),
 * at most TITLE.maxLines lines, the last ending in "…" when the title goes on. Line breaks in the title count as spaces.
 */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > 0) {
      const room = line ? TITLE.lineChars - line.length - 1 : TITLE.lineChars;
      if (rest.length <= room) {
        line = line ? `${line} ${rest}` : rest;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, TITLE.lineChars));
        rest = rest.slice(TITLE.lineChars);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE.maxLines) return lines;
  const kept = lines.slice(0, TITLE.maxLines);
  const last = kept[TITLE.maxLines - 1]!;
  kept[TITLE.maxLines - 1] = `${last.slice(0, TITLE.lineChars - 1)}…`;
  return kept;
}
