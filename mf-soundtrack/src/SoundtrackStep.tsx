import { STEPS } from '@reeltalk/contracts';

const title = STEPS.find((step) => step.key === 'soundtrack')?.label;

/** Step 4 (/app/project/:id/soundtrack): the step's frame; the music-zone timeline arrives with the soundtrack issue. */
export default function SoundtrackStep() {
  return (
    <section data-testid="soundtrack-step">
      <h1>{title}</h1>
    </section>
  );
}
