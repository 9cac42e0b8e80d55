import { SHARE_LIMITS, shareFormSchema, type CreatedShare } from '@reeltalk/contracts';
import { Button, Dialog, Field, VerifyEmailLink, callFailure, useSchemaForm } from '@reeltalk/web-kit';
import { useState, type FormEvent } from 'react';
import { useCreateShareLinkMutation } from './api.ts';
import { CopyableLink } from './CopyableLink.tsx';
import { addRecipients } from './recipients.ts';
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
  /** Whether the feedback choice starts ticked. */
  feedback: boolean;
  onCreated: (created: CreatedShare) => void;
}

function ShareForm({ projectId, feedback, onCreated }: ShareFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(shareFormSchema, { defaultValues: { recipients: [], draft: '', message: '', feedback } });
  const [created, setCreated] = useState<CreatedShare | null>(null);
  // The server's last refusal, for the way to verification when the address is what it wants.
  const [create, { error: refusal }] = useCreateShareLinkMutation();
  // Each chip is checked as it is made, so an invalid address is named before anything is sent.
  const setRecipients = (recipients: string[]) => setValue('recipients', recipients, { shouldValidate: true });

  const submit = handleSubmit(async ({ recipients, message, feedback: collectFeedback }) => {
    const share = { recipients, message: message.trim() || undefined, feedback: collectFeedback };
    const answer = await create({ projectId, share });
    if (answer.error) return setError('root.server', { message: callFailure(answer.error) });
    setCreated(answer.data);
    onCreated(answer.data);
    reset({ recipients: [], draft: '', message: '', feedback: collectFeedback });
  });

  const createLink = (event: FormEvent) => {
    // What is still typed becomes chips first, as when the field is left.
    setRecipients(addRecipients(getValues('recipients'), getValues('draft')));
    setValue('draft', '');
    void submit(event);
  };

  return (
    <>
      <p className="rt-share-muted">{SHARE_TEXTS.intro}</p>
      <form className="rt-share-form" onSubmit={createLink} noValidate>
        <RecipientsField
          recipients={watch('recipients')}
          onChange={setRecipients}
          problem={errors.recipients?.message}
          chipProblems={watch('recipients').map((_, index) => errors.recipients?.[index]?.message)}
          draft={watch('draft')}
          onDraftChange={(draft) => setValue('draft', draft)}
          disabled={isSubmitting}
        />
        <Field label={SHARE_TEXTS.message} error={errors.message?.message}>
          {(control) => (
            <textarea
              {...control}
              {...register('message')}
              data-testid="share-message"
              rows={3}
              maxLength={SHARE_LIMITS.messageChars}
              disabled={isSubmitting}
            />
          )}
        </Field>
        <label className="rt-share-check">
          <input type="checkbox" data-testid="share-feedback" {...register('feedback')} disabled={isSubmitting} />
          <span>
            {SHARE_TEXTS.feedback}
            <small className="rt-share-muted">{SHARE_TEXTS.feedbackHint}</small>
          </span>
        </label>
        {errors.root?.server?.message && (
          <p className="rt-share-error" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <VerifyEmailLink error={refusal} />
        <Button type="submit" data-testid="share-create" disabled={isSubmitting}>
          {isSubmitting ? SHARE_TEXTS.creating : SHARE_TEXTS.create}
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
