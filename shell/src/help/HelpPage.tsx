import { useMemo, useState } from 'react';
import { HELP_MESSAGES, helpResultLine } from '@reeltalk/contracts';
import { useRuntimeConfig } from '../config.ts';
import { HELP_CATEGORIES, searchHelp } from './helpTopics.ts';
import { HelpTopicItem } from './HelpTopicItem.tsx';
import '../layout/theme.css';
import './help.css';

const SUPPORT_SUBJECT = 'ReelTalk support request';
const SUPPORT_BODY = 'Project name:\n\nWhat I was doing:\n\nWhat happened:\n';

/** /app/help: searchable questions and answers by category, and a way to write to support. */
export function HelpPage() {
  const { supportEmail } = useRuntimeConfig();
  const [query, setQuery] = useState('');
  // Topics whose open state differs from the default: closed normally, open while searching.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());

  const trimmed = query.trim();
  const searching = trimmed !== '';
  const matches = useMemo(() => searchHelp(trimmed), [trimmed]);
  const categories = HELP_CATEGORIES.map((category) => ({
    ...category,
    matches: matches.filter((topic) => topic.categoryId === category.id),
  })).filter((category) => category.matches.length > 0);

  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(SUPPORT_SUBJECT)}&body=${encodeURIComponent(SUPPORT_BODY)}`;

  return (
    <div className="help" data-testid="help-page">
      <header className="help__header">
        <h1>Help Center</h1>
        <p>Answers about uploading scripts, narration, music and sharing your audiobooks.</p>
        <label className="help__search">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            placeholder={HELP_MESSAGES.searchPlaceholder}
            aria-label="Search help topics"
            data-testid="help-search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setToggled(new Set());
            }}
          />
        </label>
        {searching && (
          <p className="help__result-line" data-testid="help-result-count" role="status">
            {matches.length > 0 ? helpResultLine(matches.length, trimmed) : HELP_MESSAGES.noResults}
          </p>
        )}
      </header>

      <div className="help__categories">
        {categories.map((category) => (
          <section key={category.id} className="help-category" data-testid={`help-category-${category.id}`}>
            <h2 className="help-category__title">{category.title}</h2>
            <ul className="help-category__topics">
              {category.matches.map((topic) => (
                <HelpTopicItem
                  key={topic.id}
                  topic={topic}
                  open={searching !== toggled.has(topic.id)}
                  onToggle={() => toggle(topic.id)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <aside className="help__support">
        <div>
          <h2>Still need help?</h2>
          <p>Write to our support team and tell us what you were working on; we will get back to you by e-mail.</p>
        </div>
        <a className="shell-btn shell-btn--primary" href={mailto} data-testid="help-contact-support">
          Contact Support
        </a>
      </aside>
    </div>
  );
}
