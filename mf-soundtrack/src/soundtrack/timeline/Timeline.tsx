import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.js';
import { formatClock, type MusicZone, type ZoneTimes } from '@reeltalk/contracts';
import { WAVEFORM_LOOK } from '@reeltalk/web-kit';
import { draggedDraft } from '../zones/zoneEditor.ts';
import type { Waveform } from './useWaveform.ts';

type Regions = ReturnType<typeof RegionsPlugin.create>;

interface TimelineProps {
  /** The narration's <audio>: wavesurfer draws its progress and seeks it on a click. */
  media: HTMLAudioElement;
  /** The narration's presigned address, streamed by the element with range requests. */
  src: string | null;
  waveform: Waveform;
  /** The narration's length in seconds: the timeline's scale and every zone's bound. */
  vocalDuration: number;
  zones: readonly MusicZone[];
  /** The zone being made, with the title of its soundtrack; the only one that can be dragged. */
  draft: (ZoneTimes & { title: string }) | null;
  onDraftChange: (times: ZoneTimes) => void;
}

const SAVED_COLOR = 'rgba(109, 40, 217, 0.16)';
const DRAFT_COLOR = 'rgba(217, 119, 6, 0.28)';
const DRAFT_REGION_ID = 'draft';

/** The draft's place as the readout shows it: start – end, and its length. */
export const draftReadout = ({ start_time, end_time }: ZoneTimes) =>
  `${formatClock(start_time)} – ${formatClock(end_time)} · ${formatClock(end_time - start_time)} long`;

/**
 * The narration's waveform (150 bars from the precomputed peaks, never a decode) with the music zones as wavesurfer
 * regions titled by their soundtrack: saved zones read-only, the draft moved by dragging it and resized by its end
 * handle, each drop clamped by the zone rules. Under it, the draft's times, following the drag as it happens.
 */
export function Timeline({ media, src, waveform, vocalDuration, zones, draft, onDraftChange }: TimelineProps) {
  const container = useRef<HTMLDivElement>(null);
  const [regions, setRegions] = useState<Regions | null>(null);
  /** Where the draft would land if dropped now; null when it is not being dragged. */
  const [dragging, setDragging] = useState<ZoneTimes | null>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const plugin = RegionsPlugin.create();
    const wavesurfer = WaveSurfer.create({
      container: container.current,
      media,
      // With peaks and a duration wavesurfer only sets the element's src: the browser streams it.
      url: src ?? undefined,
      peaks: [waveform.peaks],
      duration: vocalDuration,
      height: 112,
      ...WAVEFORM_LOOK,
      interact: Boolean(src),
      plugins: [plugin],
    });
    setRegions(plugin);
    return () => {
      setRegions(null);
      wavesurfer.destroy();
    };
  }, [media, src, waveform, vocalDuration]);

  useEffect(() => {
    if (!regions) return undefined;
    regions.clearRegions();
    for (const [index, zone] of zones.entries()) {
      const saved = regions.addRegion({
        id: `zone-${index}`,
        start: zone.start_time,
        end: zone.end_time,
        content: zone.title,
        color: SAVED_COLOR,
        drag: false,
        resize: false,
      });
      // Read-only: a pointer passes through to the waveform (a click seeks) or to the draft where they overlap.
      if (saved.element) saved.element.style.pointerEvents = 'none';
    }
    if (!draft) return undefined;
    regions.addRegion({
      id: DRAFT_REGION_ID,
      start: draft.start_time,
      end: draft.end_time,
      content: draft.title,
      color: DRAFT_COLOR,
      drag: true,
      resize: true,
      resizeStart: false,
      resizeEnd: true,
    });
    const moving = regions.on('region-update', (region) => {
      if (region.id === DRAFT_REGION_ID) setDragging(draggedDraft(draft, region, vocalDuration));
    });
    const dropped = regions.on('region-updated', (region) => {
      if (region.id !== DRAFT_REGION_ID) return;
      const times = draggedDraft(draft, region, vocalDuration);
      region.setOptions({ start: times.start_time, end: times.end_time });
      setDragging(null);
      onDraftChange(times);
    });
    return () => {
      moving();
      dropped();
    };
  }, [regions, zones, draft, vocalDuration, onDraftChange]);

  const shown = dragging ?? draft;
  return (
    <>
      <div ref={container} className="rt-timeline__waveform" data-testid="timeline-waveform" />
      {shown && (
        <output className="rt-timeline__readout" aria-live="polite" data-testid="draft-times">
          {draftReadout(shown)}
        </output>
      )}
    </>
  );
}
