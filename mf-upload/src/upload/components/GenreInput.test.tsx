import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GenreInput } from './GenreInput.tsx';

function Genres({ initial = [] }: { initial?: string[] }) {
  const [genres, setGenres] = useState(initial);
  return <GenreInput genres={genres} onChange={setGenres} />;
}

const chips = () => screen.queryAllByTestId('genre-chip').map((chip) => chip.firstElementChild?.textContent);
const input = () => screen.getByTestId('genre-input') as HTMLInputElement;

describe('GenreInput', () => {
  it('adds a trimmed genre on Enter', async () => {
    render(<Genres />);
    await userEvent.type(input(), '  Mystery  {Enter}');
    expect(chips()).toEqual(['Mystery']);
    expect(input().value).toBe('');
  });

  it('adds on comma, keeping the text after it in the field', async () => {
    render(<Genres />);
    await userEvent.type(input(), 'Drama, Sci');
    expect(chips()).toEqual(['Drama']);
    expect(input().value).toBe('Sci');
  });

  it('adds every finished genre of a pasted list', async () => {
    render(<Genres />);
    await userEvent.click(input());
    await userEvent.paste('Horror,Thriller, Horror,Noir');
    expect(chips()).toEqual(['Horror', 'Thriller']);
    expect(input().value).toBe('Noir');
  });

  it('adds on blur', async () => {
    render(<Genres />);
    await userEvent.type(input(), 'Fantasy');
    fireEvent.blur(input());
    expect(chips()).toEqual(['Fantasy']);
  });

  it('ignores empty and duplicate entries', async () => {
    render(<Genres initial={['Drama']} />);
    await userEvent.type(input(), '   {Enter}Drama{Enter} Drama ,');
    expect(chips()).toEqual(['Drama']);
  });

  it('removes the last genre on Backspace in the empty field, and a chip by its ×', async () => {
    render(<Genres initial={['Drama', 'Comedy', 'Romance']} />);
    await userEvent.type(input(), 'x{Backspace}');
    expect(chips()).toEqual(['Drama', 'Comedy', 'Romance']);
    await userEvent.type(input(), '{Backspace}');
    expect(chips()).toEqual(['Drama', 'Comedy']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Drama' }));
    expect(chips()).toEqual(['Comedy']);
  });
});
