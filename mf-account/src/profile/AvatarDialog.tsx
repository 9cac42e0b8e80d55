import { useId, useState, type DragEvent } from 'react';
import { ACCOUNT_MESSAGES, validateAvatarFile } from '@reeltalk/contracts';
import { Button, Dialog, callFailure, useCheckedFile } from '@reeltalk/web-kit';
import { useUploadAvatarMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';

/** The shell's top bar listens for this window event and shows the new picture at once. */
const AVATAR_UPDATED_EVENT = 'avatarUpdated';

/**
 * 'Change Avatar': an image chosen by click or dropped, checked for type and size before it is sent, then uploaded;
 * the new address goes to the shell in an 'avatarUpdated' event.
 */
export function AvatarDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const { file, preview, problem: error, setProblem: setError, choose } = useCheckedFile(validateAvatarFile);
  const [dragging, setDragging] = useState(false);
  const [uploadAvatar, { isLoading }] = useUploadAvatarMutation();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const save = async () => {
    if (!file) return;
    try {
      const avatarUrl = await uploadAvatar(file).unwrap();
      window.dispatchEvent(new CustomEvent(AVATAR_UPDATED_EVENT, { detail: { avatarUrl } }));
      onClose();
    } catch (failure) {
      setError(`${ACCOUNT_MESSAGES.avatarSaveFailed} ${callFailure(failure)}`);
    }
  };

  const close = () => {
    if (!isLoading) onClose();
  };

  return (
    <Dialog
      title={ACCOUNT_TEXTS.changeAvatar}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {ACCOUNT_TEXTS.cancel}
          </Button>
          <Button onClick={() => void save()} disabled={!file || isLoading}>
            {isLoading ? ACCOUNT_TEXTS.saving : ACCOUNT_TEXTS.saveAvatar}
          </Button>
        </>
      }
    >
      <label
        htmlFor={inputId}
        className={`account-drop${dragging ? ' account-drop--over' : ''}`}
        data-testid="avatar-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {preview ? (
          <img className="account-drop__preview" src={preview} alt="" />
        ) : (
          <span className="account-drop__text">{ACCOUNT_TEXTS.chooseAvatar}</span>
        )}
        <span className="account-drop__hint">{ACCOUNT_MESSAGES.avatarHint}</span>
      </label>
      <input
        id={inputId}
        className="account-drop__input"
        type="file"
        accept="image/png,image/jpeg,image/gif"
        data-testid="avatar-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error && (
        <p className="account-field__error account-drop__error" role="alert" data-testid="avatar-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
