import { LineIcon } from '@reeltalk/web-kit';
import { EXPORT_TEXTS } from '../exportTexts.ts';

const ICONS = {
  download: 'M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14',
  feedback: 'M4 5h16v11H9l-5 4V5zm4 4h8m-8 3h5',
  share: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

interface ExportCardsProps {
  onDownload: () => void;
  onFeedback: () => void;
  onShare: () => void;
}

/** The three ways out of the step: download, a listener feedback study, a shareable link. */
export function ExportCards({ onDownload, onFeedback, onShare }: ExportCardsProps) {
  const cards = [
    {
      key: 'download',
      title: EXPORT_TEXTS.downloadCard,
      text: EXPORT_TEXTS.downloadCardText,
      action: EXPORT_TEXTS.downloadCardAction,
      onClick: onDownload,
    },
    {
      key: 'feedback',
      title: EXPORT_TEXTS.feedbackCard,
      text: EXPORT_TEXTS.feedbackCardText,
      action: EXPORT_TEXTS.feedbackCardAction,
      onClick: onFeedback,
    },
    {
      key: 'share',
      title: EXPORT_TEXTS.shareCard,
      text: EXPORT_TEXTS.shareCardText,
      action: EXPORT_TEXTS.shareCardAction,
      onClick: onShare,
    },
  ] as const;
  return (
    <section className="rt-export-cards" aria-labelledby="rt-export-cards-title">
      <h2 id="rt-export-cards-title" className="rt-export__subtitle">
        {EXPORT_TEXTS.cardsHeading}
      </h2>
      <ul className="rt-export-cards__list">
        {cards.map((card) => (
          <li key={card.key} className="rt-export-card">
            <span className={`rt-export-card__icon rt-export-card__icon--${card.key}`}>
              <LineIcon path={ICONS[card.key]} />
            </span>
            <h3 className="rt-export-card__title">{card.title}</h3>
            <p className="rt-export-card__text">{card.text}</p>
            <button
              type="button"
              className="rt-button rt-button--secondary rt-export-card__action"
              data-testid={`export-card-${card.key}`}
              onClick={card.onClick}
            >
              {card.action}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
