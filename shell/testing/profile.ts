/** GET /api/users/profile's answer for a user of this name and picture. */
export const profileAnswer = (fullName = 'Ada Lovelace', avatar: string | null = null) => ({
  success: true,
  data: { fullName, avatar, email: 'ada@lovelace.dev', username: 'ada@lovelace.dev', auth_type: 'emailpassword' },
});
