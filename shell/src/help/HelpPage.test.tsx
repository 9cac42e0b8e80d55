import { describe, it, expect } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RuntimeConfigContext } from '../config.ts';
import { HelpPage } from './HelpPage.tsx';

const CONFIG = {
  firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo-reeltalk' },
  authEmulatorUrl: null,
  supportEmail: 'help@reeltalk.test',
};

function renderHelp() {
  render(
    <RuntimeConfigContext.Provider value={CONFIG}>
      <HelpPage />
    </RuntimeConfigContext.Provider>,
  );
}

const search = (query: string) => fireEvent.change(screen.getByTestId('help-search'), { target: { value: query } });

describe('HelpPage', () => {
  it('lists the seven categories in order', () => {
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Getting Started',
      'Upload & Processing',
      'Review & Edit',
      'Voice & Emotion',
      'Soundtrack Timing',
      'Export & Sharing',
      'Troubleshooting',
      'Still need help?',
    ]);
    expect(screen.getByPlaceholderText('Search for help topics...')).toBeTruthy();
  });

  it('expands and collapses an answer', async () => {
    renderHelp();
    const question = screen.getByRole('button', { name: 'How long do shared links last?' });
    expect(screen.queryByText(/Shared links expire after 30 days/)).toBeNull();
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Shared links expire after 30 days/)).toBeTruthy();
    await userEvent.click(question);
    expect(screen.queryByText(/Shared links expire after 30 days/)).toBeNull();
  });

  it('searches questions and answers ignoring case, and counts the results', () => {
    renderHelp();
    search('SHARED LINKS');
    expect(screen.getByTestId('help-result-count').textContent).toBe('Found 1 result(s) for "SHARED LINKS"');
    expect(screen.getAllByTestId('help-topic')).toHaveLength(1);
    expect(screen.getByText(/Shared links expire after 30 days/)).toBeTruthy();
  });

  it('counts every topic that matches', () => {
    renderHelp();
    search('custom');
    const topics = screen.getAllByTestId('help-topic');
    expect(topics.length).toBeGreaterThan(1);
    for (const topic of topics) expect(topic.textContent?.toLowerCase()).toContain('custom');
    expect(screen.getByTestId('help-result-count').textContent).toBe(`Found ${topics.length} result(s) for "custom"`);
  });

  it.each([
    ['10MB', /upload limit is about 10MB/],
    ['3MB', /MP3 or WAV file up to 3MB/],
    ['30 days', /Shared links expire after 30 days/],
    ['2-5 minutes', /usually takes 2-5 minutes/],
    ['3-7 minutes', /usually takes 3-7 minutes/],
  ])('answers with the FAQ fact %s', (query, fact) => {
    renderHelp();
    search(query);
    expect(screen.getAllByText(fact).length).toBeGreaterThan(0);
  });

  it("says 'No results found' when nothing matches", () => {
    renderHelp();
    search('xylophone');
    expect(screen.getByTestId('help-result-count').textContent).toBe('No results found');
    expect(screen.queryAllByTestId('help-topic')).toHaveLength(0);
  });

  it('shows every topic again when the search is cleared', () => {
    renderHelp();
    const all = screen.getAllByTestId('help-topic').length;
    search('voice');
    search('');
    expect(screen.getAllByTestId('help-topic')).toHaveLength(all);
    expect(screen.queryByTestId('help-result-count')).toBeNull();
  });

  it('writes to the support address from the runtime config', () => {
    renderHelp();
    const link = within(screen.getByRole('complementary')).getByRole('link', { name: 'Contact Support' });
    expect(link.getAttribute('href')).toMatch(/^mailto:help@reeltalk\.test\?subject=/);
  });
});
