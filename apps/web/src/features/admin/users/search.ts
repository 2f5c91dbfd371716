import type { User } from '@mockprep/contract';

/** Users whose name or mobile contains the text (case-insensitive); all when the text is blank. */
export function searchUsers(users: User[], text: string): User[] {
  const query = text.trim().toLowerCase();
  if (!query) return users;
  return users.filter((user) => user.name.toLowerCase().includes(query) || user.mobile?.includes(query));
}
