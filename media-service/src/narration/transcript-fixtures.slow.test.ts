import { describe, it } from 'vitest';
import { expectFixtureTranscript } from '../../testing/transcripts.ts';

describe('the transcript of chapters 1-6 of the novel', () => {
  it.each(['docx/pride-and-prejudice-ch1-6.docx', 'texts/pride-and-prejudice-ch1-6.txt'])(
    '%s: as many highlighted words as the script has words, each heading and the title once',
    (file) => expectFixtureTranscript(file),
    600_000,
  );
});
