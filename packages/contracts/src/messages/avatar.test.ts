import { describe, expect, it } from 'vitest';
import { avatarInitials, isRealPicture } from './avatar.ts';

describe('avatarInitials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane mary doe', 'JD'],
    ['  cher  ', 'C'],
    ['', 'R'],
    [null, 'R'],
    [undefined, 'R'],
    ['élise ðorn', 'ÉÐ'],
  ])('%j → %j', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });
});

describe('isRealPicture', () => {
  it.each([
    ['https://lh3.googleusercontent.com/a/photo.jpg', true],
    ['http://127.0.0.1:4569/reeltalk/avatars/u1.png?X-Amz-Signature=abc', true],
    ['https://app.example.org/default-avatar.png', false],
    ['/default-avatar.png', false],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', false],
    ['blob:https://app/123', false],
    ['ftp://host/pic.png', false],
    ['', false],
    [null, false],
  ])('%j → %s', (url, expected) => {
    expect(isRealPicture(url)).toBe(expected);
  });
});
