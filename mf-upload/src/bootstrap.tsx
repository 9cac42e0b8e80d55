import { renderStandalone } from '@reeltalk/web-kit/standalone';
import UploadStep from './UploadStep.tsx';

renderStandalone(<UploadStep />);
