import { renderStandalone } from '@reeltalk/web-kit/standalone';
import SoundtrackStep from './SoundtrackStep.tsx';

renderStandalone(<SoundtrackStep />);
