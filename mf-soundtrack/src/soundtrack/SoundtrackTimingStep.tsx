import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  AUDIO_MESSAGES,
  MOCK_PLAYER_SECONDS,
  MUSIC_ZONES_MESSAGES,
  STEPS,
  TRANSCRIPT_MESSAGES,
  type MusicZone,
  type StepProps,
} from '@reeltalk/contracts';
import { Button, ErrorPanel, Spinner, callFailure, skipToken, useGetProjectQuery } from '@reeltalk/web-kit';
import { GenerateMusicDialog } from './music/GenerateMusicDialog.tsx';
import { MixProgressDialog } from './mix/MixProgressDialog.tsx';
import { useMixAndExport } from './mix/useMixAndExport.ts';
import { GenerationProgressDialog } from './music/GenerationProgressDialog.tsx';
import { useMusicGeneration } from './music/useMusicGeneration.ts';
import { ZoneMusic } from './playback/ZoneMusic.tsx';
import { ScoreMyBook } from './score/ScoreMyBook.tsx';
import { useGetSoundtracksQuery } from './soundtrackApi.ts';
import { SoundtrackList } from './soundtracks/SoundtrackList.tsx';
import { NarrationControls } from './timeline/NarrationControls.tsx';
import { Timeline } from './timeline/Timeline.tsx';
import { useWaveform } from './timeline/useWaveform.ts';
import { useSignedUrls } from './useSignedUrls.ts';
import { DeleteZoneDialog } from './zones/DeleteZoneDialog.tsx';
import { ZoneList } from './zones/ZoneList.tsx';
import { useMusicZones } from './zones/useMusicZones.ts';
import { useZoneEditing } from './zones/useZoneEditing.ts';
import './soundtrack.css';

const title = STEPS.find((step) => step.key === 'soundtrack')?.label;
const NO_ZONES: MusicZone[] = [];

/**
 * Step 4 (/app/project/:id/soundtrack): the narration's timeline with its music zones, the soundtracks to place on it
 * (stock and the creator's own, generated from a prompt), the zone list, and playback of the narration with each
 * zone's music under it. The bottom bar's 'Mix & Export Audiobook' mixes the audiobook here, then opens the export step.
 */
export default function SoundtrackTimingStep({ projectId: givenId }: StepProps) {
  const params = useParams();
  const projectId = givenId ?? params.projectId ?? params.id ?? '';
  // Read afresh on opening: the voice step may have re-narrated the project.
  const project = useGetProjectQuery(projectId || skipToken, { refetchOnMountOrArgChange: true });
  const soundtracks = useGetSoundtracksQuery();
  const zonesLoad = useMusicZones(projectId);
  const zones = zonesLoad.status === 'ready' ? zonesLoad.zones : NO_ZONES;

  const stems = project.currentData?.audio_stems;
  const signed = useSignedUrls([stems?.vocal, stems?.peaks, ...zones.map((zone) => zone.source_audio.file)]);
  const vocalUrl = stems?.vocal ? signed.urls[stems.vocal] : undefined;
  const peaksFailed = !stems?.peaks || signed.failed.has(stems.peaks);
  const waveform = useWaveform(stems?.peaks ? signed.urls[stems.peaks] : undefined, Boolean(stems) && peaksFailed);
  const vocalDuration = stems?.vocal_duration ?? waveform?.duration ?? (stems?.vocal ? 0 : MOCK_PLAYER_SECONDS);

  const [narration, setNarration] = useState<HTMLAudioElement | null>(null);
  const editing = useZoneEditing(projectId, vocalDuration);
  const generation = useMusicGeneration(projectId, editing.select);
  const mixProgress = useMixAndExport(projectId);
  const [composing, setComposing] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const { editor } = editing;
  const timeline = useRef<HTMLDivElement>(null);
  const pickedId = editor.soundtrack?._id;
  // A track picked low in the list (a phone's screen) brings its draft zone into view, ready to drag.
  useEffect(() => {
    if (pickedId) timeline.current?.scrollIntoView?.({ block: 'nearest' });
  }, [pickedId]);
  const draft = useMemo(
    () => (editor.draft && editor.soundtrack ? { ...editor.draft, title: editor.soundtrack.title } : null),
    [editor.draft, editor.soundtrack],
  );

  if (!project.currentData) {
    return (
      <section className="rt-soundtrack" data-testid="soundtrack-step">
        {project.error ? (
          <ErrorPanel message={callFailure(project.error)} onRetry={() => void project.refetch()} />
        ) : (
          <Spinner label={TRANSCRIPT_MESSAGES.loadingProject} />
        )}
      </section>
    );
  }

  const vocalError = stems?.vocal && signed.failed.has(stems.vocal) ? AUDIO_MESSAGES.presignedUrlFailed : '';
  const deletingZone = deleting === null ? undefined : zones[deleting];

  return (
    <section className="rt-soundtrack" data-testid="soundtrack-step">
      <h1 className="rt-soundtrack__title">{title}</h1>

      <div
        ref={timeline}
        className="rt-card rt-timeline"
        data-testid="timeline"
        data-duration={vocalDuration}
        data-draft-start={draft?.start_time}
        data-draft-end={draft?.end_time}
      >
        <audio ref={setNarration} preload="metadata" hidden data-testid="narration-audio" />
        {narration && (
          <NarrationControls
            media={narration}
            ready={Boolean(vocalUrl)}
            vocalDuration={vocalDuration}
            error={vocalError}
          />
        )}
        {narration && waveform ? (
          <Timeline
            media={narration}
            src={vocalUrl ?? null}
            waveform={waveform}
            vocalDuration={vocalDuration}
            zones={zones}
            draft={draft}
            onDraftChange={editing.placeDraft}
          />
        ) : (
          <div className="rt-timeline__waveform rt-timeline__waveform--loading" />
        )}
        {editor.open && (
          <div className="rt-timeline__editing">
            {editing.notice ? (
              <p className="rt-timeline__hint rt-timeline__hint--problem" role="alert" data-testid="zone-editor-hint">
                {editing.notice}
              </p>
            ) : (
              <p className="rt-timeline__hint" data-testid="zone-editor-hint">
                {draft
                  ? 'Drag the zone to move it, or its right edge to change its length, then save it.'
                  : 'Pick a soundtrack below to place it on the timeline.'}
              </p>
            )}
            <Button variant="secondary" onClick={editing.cancel} data-testid="zone-editor-cancel">
              {MUSIC_ZONES_MESSAGES.cancelZone}
            </Button>
          </div>
        )}
        {narration && <ZoneMusic narration={narration} zones={zones} urls={signed.urls} />}
      </div>

      <div className="rt-soundtrack__panels">
        <div className="rt-card rt-panel" data-testid="available-soundtracks">
          <div className="rt-panel__header">
            <h2>Available Soundtracks</h2>
            <Button variant="secondary" onClick={() => setComposing(true)} data-testid="open-generate-music">
              Generate Music
            </Button>
          </div>
          <SoundtrackList
            soundtracks={soundtracks.data}
            error={soundtracks.error ? callFailure(soundtracks.error) : null}
            selectedId={editor.soundtrack?._id ?? null}
            onPick={editing.pick}
          />
        </div>

        <div className="rt-card rt-panel" data-testid="music-zones">
          <div className="rt-panel__header">
            <h2>Music Zones</h2>
            <div className="rt-panel__actions">
              <ScoreMyBook projectId={projectId} vocalDuration={vocalDuration} />
              <Button
                onClick={() => void editing.addOrSave(zones.length)}
                disabled={editing.saving}
                data-testid="zone-editor-toggle"
              >
                {editor.open ? MUSIC_ZONES_MESSAGES.saveZone : MUSIC_ZONES_MESSAGES.addZone}
              </Button>
            </div>
          </div>
          <ZoneList
            load={zonesLoad}
            onDelete={setDeleting}
            onVolume={(index, volume) => void editing.setVolume(index, volume)}
          />
        </div>
      </div>

      {composing && (
        <GenerateMusicDialog
          onClose={() => setComposing(false)}
          onGenerate={(form) => {
            setComposing(false);
            void generation.generate(form);
          }}
        />
      )}
      {generation.progress && <GenerationProgressDialog progress={generation.progress} />}
      {mixProgress && <MixProgressDialog progress={mixProgress} />}
      {deleting !== null && deletingZone && (
        <DeleteZoneDialog
          zone={deletingZone}
          onCancel={() => setDeleting(null)}
          onDelete={() => {
            setDeleting(null);
            void editing.remove(deleting, zones.length);
          }}
        />
      )}
    </section>
  );
}
