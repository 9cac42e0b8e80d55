import { renderStandalone } from '@reeltalk/web-kit/standalone';
import VoiceStep from './VoiceStep.tsx';

renderStandalone(<VoiceStep />);
