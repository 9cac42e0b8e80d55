import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AccountPage from './AccountPage.tsx';

describe('AccountPage', () => {
  it('shows its title', () => {
    render(<AccountPage />);
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeTruthy();
  });
});
