import { renderStandalone } from '@reeltalk/web-kit/standalone';
import ExportStep from './ExportStep.tsx';

renderStandalone(<ExportStep />);
