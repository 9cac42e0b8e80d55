export { Button } from './Button.tsx';
export { Spinner } from './Spinner.tsx';
export { ErrorPanel } from './ErrorPanel.tsx';
export { LineIcon } from './LineIcon.tsx';
export { ProgressBar } from './ProgressBar.tsx';
export { PlayToggle } from './PlayToggle.tsx';
export { Dialog } from './Dialog.tsx';
export { useDismiss } from './useDismiss.ts';
