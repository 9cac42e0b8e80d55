// The exposed './Step': the step lives in ./upload/, held here to the shell's contract for it.
import type { ExposedComponent } from '@reeltalk/contracts';
import UploadStep from './upload/UploadStep.tsx';

export default UploadStep satisfies ExposedComponent<'mf_upload', './Step'>;
