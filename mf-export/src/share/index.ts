// What the export step mounts: the share dialog, and the listeners' comments as a list and as player markers.
export { ShareDialog } from './ShareDialog.tsx';
export { CommentList } from './CommentList.tsx';
export { useListenerComments } from './useListenerComments.ts';
