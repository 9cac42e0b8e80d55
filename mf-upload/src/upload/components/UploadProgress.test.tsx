import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgress } from './UploadProgress.tsx';

describe('UploadProgress', () => {
  afterEach(cleanup);

  it("shows the narration's stage under the flow's message", () => {
    render(<UploadProgress steps={[]} percent={70} message="Processing Audio" detail="Creating the audio track..." />);
    expect(screen.getByTestId('upload-message').textContent).toBe('Processing Audio');
    expect(screen.getByTestId('upload-detail').textContent).toBe('Creating the audio track...');
  });

  it('says a stage that reads like the message only once', () => {
    const text = 'Processing script with text-to-speech...';
    render(<UploadProgress steps={[]} percent={61} message={text} detail={text} />);
    expect(screen.getAllByText(text)).toHaveLength(1);
  });
});
