import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { SCRIPT_EXTENSIONS, UPLOAD_MESSAGES } from '@reeltalk/contracts';
import { Button } from '@reeltalk/web-kit';

interface DropAreaProps {
  /** No project name yet (shows the hint), or an upload is running. */
  disabled: boolean;
  /** What is wrong with the project name ('Enter project name to upload' while it is empty), or ''. */
  nameProblem: string;
  onFile: (file: File) => void;
}

/** 'Drag & Drop Your Script' with 'Browse Files'; takes .docx and .txt files once the project has a name. */
export function DropArea({ disabled, nameProblem, onFile }: DropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser would open a dropped file itself.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(!disabled);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still reports it.
    event.target.value = '';
    if (file) onFile(file);
  };

  const classes = ['rt-drop', dragging && 'rt-drop--over', disabled && 'rt-drop--disabled'].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      data-testid="drop-area"
      aria-disabled={disabled}
      aria-describedby={nameProblem ? hintId : undefined}
      onDragOver={dragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p className="rt-drop__title">{UPLOAD_MESSAGES.dropArea}</p>
      <Button data-testid="browse-files" disabled={disabled} onClick={() => input.current?.click()}>
        {UPLOAD_MESSAGES.browse}
      </Button>
      <input
        ref={input}
        type="file"
        className="rt-drop__input"
        data-testid="file-input"
        accept={SCRIPT_EXTENSIONS.join(',')}
        disabled={disabled}
        onChange={chosen}
      />
      {nameProblem && (
        <p className="rt-drop__hint" id={hintId}>
          {nameProblem}
        </p>
      )}
    </div>
  );
}
