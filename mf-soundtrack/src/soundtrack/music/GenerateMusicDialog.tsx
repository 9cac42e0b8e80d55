import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_MUSIC_DURATION,
  MUSIC_DURATIONS,
  MUSIC_GENERATION_LIMITS,
  musicGenerationProblems,
  type MusicDuration,
  type MusicGenerationBody,
  type MusicGenerationProblems,
} from '@reeltalk/contracts';
import { Button, Dialog } from '@reeltalk/web-kit';

interface GenerateMusicDialogProps {
  onGenerate: (form: Omit<MusicGenerationBody, 'projectId'>) => void;
  onClose: () => void;
}

/** The generate-music form: what the music should sound like, the track's name and its length (15 to 60 s). */
export function GenerateMusicDialog({ onGenerate, onClose }: GenerateMusicDialogProps) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [trackName, setTrackName] = useState('');
  const [duration, setDuration] = useState<MusicDuration>(DEFAULT_MUSIC_DURATION);
  const [problems, setProblems] = useState<MusicGenerationProblems>({});

  // Every field's problem at once, under the field, so one Generate shows all there is to fix.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = { prompt_description: prompt, track_name: trackName, duration };
    const found = musicGenerationProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0) onGenerate(form);
  };
  const fieldProblem = (field: keyof MusicGenerationProblems) =>
    problems[field] && (
      <p id={`${id}-${field}-problem`} className="rt-generate__error" role="alert" data-testid="music-form-problem">
        {problems[field]}
      </p>
    );
  const describedBy = (field: keyof MusicGenerationProblems) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};

  return (
    <Dialog
      title="Generate Custom Music"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} data-testid="generate-music-submit">
            Generate Music
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="rt-generate" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-prompt`}>Music Description</label>
        <textarea
          id={`${id}-prompt`}
          data-testid="music-prompt"
          rows={3}
          maxLength={MUSIC_GENERATION_LIMITS.promptChars}
          placeholder="e.g. slow melancholic piano with soft strings"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          {...describedBy('prompt_description')}
        />
        {fieldProblem('prompt_description')}
        <label htmlFor={`${id}-name`}>Track Name</label>
        <input
          id={`${id}-name`}
          data-testid="music-track-name"
          maxLength={MUSIC_GENERATION_LIMITS.trackNameChars}
          value={trackName}
          onChange={(event) => setTrackName(event.target.value)}
          {...describedBy('track_name')}
        />
        {fieldProblem('track_name')}
        <label htmlFor={`${id}-duration`}>Duration</label>
        <select
          id={`${id}-duration`}
          data-testid="music-duration"
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value) as MusicDuration)}
        >
          {MUSIC_DURATIONS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds} seconds
            </option>
          ))}
        </select>
      </form>
    </Dialog>
  );
}
