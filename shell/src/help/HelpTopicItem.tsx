import type { HelpMatch } from './helpTopics.ts';

interface HelpTopicItemProps {
  topic: HelpMatch;
  open: boolean;
  onToggle: () => void;
}

/** One question; its answer shows when expanded. */
export function HelpTopicItem({ topic, open, onToggle }: HelpTopicItemProps) {
  const answerId = `help-answer-${topic.id}`;
  return (
    <li className={open ? 'help-topic help-topic--open' : 'help-topic'} data-testid="help-topic">
      <button
        type="button"
        className="help-topic__question"
        aria-expanded={open}
        aria-controls={answerId}
        data-testid="help-question"
        onClick={onToggle}
      >
        <span>{topic.question}</span>
        <svg className="help-topic__chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <p className="help-topic__answer" id={answerId} data-testid="help-answer">
          {topic.answer}
        </p>
      )}
    </li>
  );
}
