import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';

describe('validateEmail', () => {
  it.each([
    ['', 'Email is required'],
    ['  ', 'Email is required'],
    ['plainaddress', 'Please enter a valid email address'],
    ['a b@mail.com', 'Please enter a valid email address'],
    ['a@b@mail.com', 'Please enter a valid email address'],
    [`${'a'.repeat(65)}@mail.com`, 'Email username must be between 1 and 64 characters'],
    ['jo(hn)@mail.com', 'Email username contains invalid characters'],
    ['a@bc', 'Email domain must be between 3 and 253 characters'],
    [`a@${'b'.repeat(250)}.com`, 'Email domain must be between 3 and 253 characters'],
    ['a@mail!.com', 'Email domain contains invalid characters'],
    ['a@mail_box.com', 'Email domain contains invalid characters'],
    ['a@.mail.com', 'Email domain cannot start or end with a dot'],
    ['a@mail.com.', 'Email domain cannot start or end with a dot'],
    ['a@mail..com', 'Email domain cannot contain consecutive dots'],
    ['a@mailhost', 'Email domain must have a valid format (e.g., example.com)'],
    ['a@localhost', 'Email domain must have a valid format (e.g., example.com)'],
    ['a@mail.c', 'Email domain must have a valid top-level domain (e.g., .com, .org)'],
    ['a@mail.c0m', 'Top-level domain must contain only letters'],
    ['a@--.com', 'Email domain name cannot be empty'],
    ['a@example.com', 'Please enter a real email address'],
    ['a@Test.COM', 'Please enter a real email address'],
    ['a@mail.example.com', 'Please enter a real email address'],
    ['a@app.localhost', 'Please enter a real email address'],
    ['a@site.invalid', 'Please enter a real email address'],
    ['a@my--site.com', 'Email domain contains invalid patterns'],
    ['jane.doe@mail.com', ''],
    ["o'brien+tag@sub.my-site.co.uk", ''],
    ['  jane@mail.org  ', ''],
    [`${'a'.repeat(64)}@mail.com`, ''],
    ['a@b.io', ''],
  ])('%j → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});
