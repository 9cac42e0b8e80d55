// The exposed './Step': the review step lives in ./review/.
export { default } from './review/ReviewStep.tsx';
