import { describe, expect, it } from 'vitest';
import { PROJECT_DEFAULTS, PROJECT_MESSAGES, projectNameAfterCreation } from './project.ts';

describe('project names', () => {
  it.each([
    [PROJECT_DEFAULTS.initialName, 'Untitled Project'],
    [PROJECT_DEFAULTS.audioTitle, 'ReelTalk Audiobook'],
    [PROJECT_DEFAULTS.settingUpWorkspace, 'Setting up your workspace...'],
    [PROJECT_MESSAGES.notFound, 'Project not found.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [0, 'projectabc123AAAA'],
    [0.999, 'projectabc1239999'],
  ])('with random() = %d → %j', (value, expected) => {
    expect(projectNameAfterCreation('abc123', () => value)).toBe(expected);
  });

  it('draws from upper-case letters and digits', () => {
    expect(projectNameAfterCreation('p1')).toMatch(/^projectp1[A-Z0-9]{4}$/);
  });
});
