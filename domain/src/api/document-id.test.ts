import { describe, expect, it } from 'vitest';
import { documentId, isDocumentId } from './fields';

describe('document ids', () => {
  it('accepts the ids Firestore and Firebase Auth give out', () => {
    for (const id of ['VbA4bRpzeirtx6eBIV0y', 'Xk3dP0qLm9aZt2Yw8RbC1sEfGh45', 'me', 'a-b_c']) expect(isDocumentId(id)).toBe(true);
  });

  it.each(['', '__proto__', '__name__', 'constructor', 'toString', 'hasOwnProperty', 'a/b', '..', 'x'.repeat(129), 'ünï'])(
    'is never %j',
    (id) => {
      expect(isDocumentId(id)).toBe(false);
      expect(documentId('Loan request id').safeParse(id).success).toBe(false);
    },
  );

  it('names the field when refusing', () => {
    const result = documentId('Loan request id').safeParse('constructor');
    expect(result.error?.issues[0]?.message).toBe('Loan request id is not an id Kinloan gave out.');
  });
});
