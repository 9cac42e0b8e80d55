import { CardSection } from './CardSection.tsx';
import { FEATURES_SECTION, VALUE_CARDS } from './landingContent.ts';

/** What the AI does for you: analysis, voice and soundtrack. */
export function ValueCards() {
  return <CardSection section={FEATURES_SECTION} cards={VALUE_CARDS} />;
}
