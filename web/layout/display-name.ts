type Named = { firstName?: string | null; lastName?: string | null; username: string };

/**
 * The name the header shows: the first and last name given at sign-up ("Helen Marsh"); the username
 * ("Helen.Marsh", made from them) only for an account that has no name.
 */
export function displayName(user: Named): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.username;
}
