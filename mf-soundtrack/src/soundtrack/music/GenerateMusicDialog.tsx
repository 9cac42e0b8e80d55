import { useId } from 'react';
import {
  DEFAULT_MUSIC_DURATION,
  MUSIC_DURATIONS,
  MUSIC_GENERATION_LIMITS,
  musicGenerationFormSchema,
  type MusicGenerationBody,
} from '@reeltalk/contracts';
import { Button, Dialog, Field, useSchemaForm } from '@reeltalk/web-kit';

interface GenerateMusicDialogProps {
  onGenerate: (form: Omit<MusicGenerationBody, 'projectId'>) => void;
  onClose: () => void;
}

/** The generate-music form: what the music should sound like, the track's name and its length (15 to 60 s). */
export function GenerateMusicDialog({ onGenerate, onClose }: GenerateMusicDialogProps) {
  const id = useId();
  // Every field's problem at once, under the field, so one Generate shows all there is to fix; checked again by the
  // next Generate only.
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useSchemaForm(musicGenerationFormSchema, {
    defaultValues: { prompt_description: '', track_name: '', duration: DEFAULT_MUSIC_DURATION },
    reValidateMode: 'onSubmit',
  });
  // What was typed is sent: the server checks it again by the same rules.
  const submit = handleSubmit(() => onGenerate(getValues()));

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
      <form id={`${id}-form`} className="rt-generate" onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Music Description" error={errors.prompt_description?.message} errorTestId="music-form-problem">
          {(control) => (
            <textarea
              {...control}
              {...register('prompt_description')}
              data-testid="music-prompt"
              rows={3}
              maxLength={MUSIC_GENERATION_LIMITS.promptChars}
              placeholder="e.g. slow melancholic piano with soft strings"
            />
          )}
        </Field>
        <Field label="Track Name" error={errors.track_name?.message} errorTestId="music-form-problem">
          {(control) => (
            <input
              {...control}
              {...register('track_name')}
              data-testid="music-track-name"
              maxLength={MUSIC_GENERATION_LIMITS.trackNameChars}
            />
          )}
        </Field>
        <Field label="Duration">
          {(control) => (
            <select {...control} {...register('duration', { valueAsNumber: true })} data-testid="music-duration">
              {MUSIC_DURATIONS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds} seconds
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
    </Dialog>
  );
}
