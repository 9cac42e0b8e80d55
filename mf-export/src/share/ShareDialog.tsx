import { SHARE_LIMITS, shareRequestSchema, type CreatedShare } from '@reeltalk/contracts';
import { Button, Dialog, VerifyEmailLink, callFailure } from '@reeltalk/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useCreateShareLinkMutation } from './api.ts';
import { CopyableLink } from './CopyableLink.tsx';
import { addRecipients, type Recipient } from './recipients.ts';
import { RecipientsField } from './RecipientsField.tsx';
import { ShareLinkList } from './ShareLinkList.tsx';
import { SHARE_TEXTS } from './shareTexts.ts';
import './share.css';

interface ShareDialogProps {
  projectId: string;
  open: boolean;
  onClose: () => void;
  /** Opened from the feedback-study card: the new link collects timed comments unless the owner unticks it. */
  feedback?: boolean;
}

/**
 * 'Share' on the export step: makes a link for the recipients (e-mailed by the server) and lists the project's
 * links. The addresses of links made here are remembered while the step is open, as the server cannot tell them
 * again; the form starts afresh each time the dialog opens.
 */
export function ShareDialog({ projectId, open, onClose, feedback = false }: ShareDialogProps) {
  const [knownUrls, setKnownUrls] = useState<Record<string, string>>({});
  if (!open) return null;
  return (
    <Dialog
      title={SHARE_TEXTS.dialogTitle}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {SHARE_TEXTS.close}
        </Button>
      }
    >
      <div className="rt-share" data-testid="share-dialog">
        <ShareForm
          projectId={projectId}
          feedback={feedback}
          onCreated={(created) => setKnownUrls((urls) => ({ ...urls, [created.link._id]: created.url }))}
        />
        <ShareLinkList projectId={projectId} knownUrls={knownUrls} />
      </div>
    </Dialog>
  );
}

interface ShareFormProps {
  projectId: string;
  feedback: boolean;
  onCreated: (created: CreatedShare) => void;
}

function ShareForm({ projectId, feedback: feedbackAtOpen, onCreated }: ShareFormProps) {
  const messageId = useId();
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const [feedback, setFeedback] = useState(feedbackAtOpen);
  const [problem, setProblem] = useState('');
  /** The server's refusal, for the way to verification when the address is what it wants. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [create, { isLoading: creating }] = useCreateShareLinkMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const all = addRecipients(recipients, draft);
    setRecipients(all);
    setDraft('');
    // An invalid address is already named under the field; nothing is sent until each one is right.
    if (all.some((recipient) => recipient.problem !== '')) return setProblem('');
    const share = { recipients: all.map((recipient) => recipient.email), message, feedback };
    const checked = shareRequestSchema.safeParse(share);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? '');
    setProblem('');
    setRefusal(null);
    const answer = await create({ projectId, share: { ...share, message: message.trim() || undefined } });
    setRefusal(answer.error ?? null);
    if (answer.error) return setProblem(callFailure(answer.error));
    setCreated(answer.data);
    onCreated(answer.data);
    setRecipients([]);
    setMessage('');
  };

  return (
    <>
      <p className="rt-share-muted">{SHARE_TEXTS.intro}</p>
      <form className="rt-share-form" onSubmit={(event) => void submit(event)} noValidate>
        <RecipientsField
          recipients={recipients}
          onChange={setRecipients}
          draft={draft}
          onDraftChange={setDraft}
          disabled={creating}
        />
        <div className="rt-share-field">
          <label htmlFor={messageId}>{SHARE_TEXTS.message}</label>
          <textarea
            id={messageId}
            data-testid="share-message"
            rows={3}
            maxLength={SHARE_LIMITS.messageChars}
            value={message}
            disabled={creating}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <label className="rt-share-check">
          <input
            type="checkbox"
            data-testid="share-feedback"
            checked={feedback}
            disabled={creating}
            onChange={(event) => setFeedback(event.target.checked)}
          />
          <span>
            {SHARE_TEXTS.feedback}
            <small className="rt-share-muted">{SHARE_TEXTS.feedbackHint}</small>
          </span>
        </label>
        {problem && (
          <p className="rt-share-error" role="alert">
            {problem}
          </p>
        )}
        <VerifyEmailLink error={refusal} />
        <Button type="submit" data-testid="share-create" disabled={creating}>
          {creating ? SHARE_TEXTS.creating : SHARE_TEXTS.create}
        </Button>
      </form>
      {created && (
        <section className="rt-share-created" aria-label={SHARE_TEXTS.newLink}>
          <h3 className="rt-share-created__title">{SHARE_TEXTS.newLink}</h3>
          <CopyableLink url={created.url} urlTestId="share-link-url" copyTestId="share-created-copy" />
          <p className="rt-share-created__sent" role="status">
            {SHARE_TEXTS.sentTo(created.link.recipients)}
          </p>
        </section>
      )}
    </>
  );
}
