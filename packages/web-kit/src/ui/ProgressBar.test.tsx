import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('announces its percentage from 0 to 100 under its label and fills to it', () => {
    render(<ProgressBar percent={42} label="Upload progress" className="rt-upload-progress__track" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.className).toBe('rt-progress rt-upload-progress__track');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42%');
  });
});
