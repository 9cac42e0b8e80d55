import { z } from 'zod';
import { validateSignupForm } from './validation/index.ts';

/**
 * POST /api/users/signup, sent after the Firebase account exists. The field rules and messages are the browser's own
 * (validateSignupForm), so the server answers exactly what the form would have shown.
 */
export const signupRequestSchema = z
  .strictObject({
    fullName: z.string({ error: 'Full name is required' }),
    email: z.string({ error: 'Email is required' }),
    password: z.string({ error: 'Password is required' }),
    firebase_uid: z.string({ error: 'firebase_uid is required' }).min(1, 'firebase_uid is required'),
  })
  .superRefine((body, ctx) => {
    // The API has no confirmPassword: the browser checked it, so only the three shared fields are reported.
    const { fullName, email, password } = validateSignupForm({ ...body, confirmPassword: body.password });
    for (const [field, message] of Object.entries({ fullName, email, password })) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const AUTH_TYPES = ['sso', 'emailpassword'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** GET /api/users/profile data ; username is the e-mail address. */
export const userProfileSchema = z.object({
  fullName: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  auth_type: z.enum(AUTH_TYPES),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
