export { Button, type ButtonProps } from './Button.tsx';
export { Spinner } from './Spinner.tsx';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.tsx';
export { LineIcon, type LineIconProps } from './LineIcon.tsx';
