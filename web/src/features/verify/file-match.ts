/** What a chosen file's fingerprint says, against the one kept at execution. */
export type FileMatch =
  | { readonly status: 'none' }
  | { readonly status: 'hashing'; readonly fileName: string }
  | { readonly status: 'match' | 'mismatch'; readonly fileName: string; readonly sha256: string }
  | { readonly status: 'unreadable'; readonly fileName: string };

export function fileMatchOf(fileName: string, sha256: string, keptSha256: string): FileMatch {
  return { status: sha256 === keptSha256.toLowerCase() ? 'match' : 'mismatch', fileName, sha256 };
}
