// The exposed './Step': the upload step lives in ./upload/.
export { default } from './upload/UploadStep.tsx';
