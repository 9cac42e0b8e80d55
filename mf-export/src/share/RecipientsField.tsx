import { useId, useState } from 'react';
import { addRecipients, type Recipient } from './recipients.ts';
import { SHARE_TEXTS } from './shareTexts.ts';

interface RecipientsFieldProps {
  recipients: Recipient[];
  onChange: (recipients: Recipient[]) => void;
  /** The text typed but not yet made a chip (the dialog adds it on Create too). */
  draft: string;
  onDraftChange: (draft: string) => void;
  disabled?: boolean;
}

/** E-mail addresses as chips: a comma, Enter or leaving the field turns what was typed into chips, each checked. */
export function RecipientsField({ recipients, onChange, draft, onDraftChange, disabled }: RecipientsFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [focused, setFocused] = useState(false);
  const commit = (text: string) => {
    onChange(addRecipients(recipients, text));
    onDraftChange('');
  };
  const invalid = recipients.filter((recipient) => recipient.problem !== '');

  return (
    <div className="rt-share-field">
      <label htmlFor={inputId}>{SHARE_TEXTS.recipients}</label>
      <div className={`rt-share-chips${focused ? ' rt-share-chips--focused' : ''}`}>
        {recipients.map((recipient) => (
          <span
            key={recipient.email}
            className={`rt-share-chip${recipient.problem ? ' rt-share-chip--invalid' : ''}`}
            data-testid="share-recipient"
            title={recipient.problem || undefined}
          >
            {recipient.email}
            <button
              type="button"
              className="rt-share-chip__remove"
              aria-label={SHARE_TEXTS.removeRecipient(recipient.email)}
              disabled={disabled}
              onClick={() => onChange(recipients.filter((other) => other !== recipient))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={inputId}
          type="text"
          inputMode="email"
          autoComplete="email"
          className="rt-share-chips__input"
          data-testid="share-recipients"
          placeholder={recipients.length === 0 ? SHARE_TEXTS.recipientsPlaceholder : undefined}
          aria-describedby={hintId}
          aria-invalid={invalid.length > 0}
          value={draft}
          disabled={disabled}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            if (draft.trim() !== '') commit(draft);
          }}
          onChange={(event) => {
            const text = event.target.value;
            // A separator typed or pasted closes the addresses before it; the rest stays in the field.
            const last = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'));
            if (last === -1) return onDraftChange(text);
            onChange(addRecipients(recipients, text.slice(0, last)));
            onDraftChange(text.slice(last + 1).trimStart());
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (draft.trim() !== '') commit(draft);
            } else if (event.key === 'Backspace' && draft === '' && recipients.length > 0) {
              onChange(recipients.slice(0, -1));
            }
          }}
        />
      </div>
      <p id={hintId} className="rt-share-field__hint">
        {SHARE_TEXTS.recipientsHint}
      </p>
      {invalid.length > 0 && (
        <ul className="rt-share-field__errors" role="alert">
          {invalid.map((recipient) => (
            <li key={recipient.email}>{`${recipient.email}: ${recipient.problem}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
