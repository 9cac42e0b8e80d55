import { renderStandalone } from '@reeltalk/web-kit/standalone';
import ReviewStep from './ReviewStep.tsx';

renderStandalone(<ReviewStep />);
