import { Field } from '@reeltalk/web-kit';
import { addRecipients } from './recipients.ts';
import { SHARE_TEXTS } from './shareTexts.ts';

interface RecipientsFieldProps {
  recipients: readonly string[];
  onChange: (recipients: string[]) => void;
  /** The list's own problem (none, too many), from the share form's schema. */
  problem: string | undefined;
  /** Each chip's problem, by its place in `recipients`, from the same schema. */
  chipProblems: readonly (string | undefined)[];
  /** The text typed but not yet made a chip (the dialog adds it on Create too). */
  draft: string;
  onDraftChange: (draft: string) => void;
  disabled?: boolean;
}

/** E-mail addresses as chips: a comma, Enter or leaving the field turns what was typed into chips, each checked. */
export function RecipientsField({
  recipients,
  onChange,
  problem,
  chipProblems,
  draft,
  onDraftChange,
  disabled,
}: RecipientsFieldProps) {
  const commit = (text: string) => {
    onChange(addRecipients(recipients, text));
    onDraftChange('');
  };
  // One message for the field: the list's problem, then each refused address with its own.
  const messages = [
    problem,
    ...recipients.map((email, index) => chipProblems[index] && `${email}: ${chipProblems[index]}`),
  ].filter(Boolean);

  return (
    <Field label={SHARE_TEXTS.recipients} hint={SHARE_TEXTS.recipientsHint} error={messages.join('\n')}>
      {(control) => (
        <div className="rt-share-chips">
          {recipients.map((email, index) => (
            <span
              key={email}
              className={`rt-share-chip${chipProblems[index] ? ' rt-share-chip--invalid' : ''}`}
              data-testid="share-recipient"
              title={chipProblems[index]}
            >
              {email}
              <button
                type="button"
                className="rt-share-chip__remove"
                aria-label={SHARE_TEXTS.removeRecipient(email)}
                disabled={disabled}
                onClick={() => onChange(recipients.filter((other) => other !== email))}
              >
                ×
              </button>
            </span>
          ))}
          <input
            {...control}
            type="text"
            inputMode="email"
            autoComplete="email"
            className="rt-share-chips__input"
            data-testid="share-recipients"
            placeholder={recipients.length === 0 ? SHARE_TEXTS.recipientsPlaceholder : undefined}
            value={draft}
            disabled={disabled}
            onBlur={() => {
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
      )}
    </Field>
  );
}
