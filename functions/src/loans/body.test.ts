import { describe, expect, it } from 'vitest';
import { loanWishSchema } from '@kinloan/domain';
import { HttpError } from '../http/errors';
import { parseBodyField, withDefault } from './body';

describe('body helpers', () => {
  it('fills a key the client left out, and nothing else', () => {
    expect(withDefault({ a: 1 }, 'id', 'me')).toEqual({ a: 1, id: 'me' });
    expect(withDefault({ id: 'x' }, 'id', 'me')).toEqual({ id: 'x' });
    expect(withDefault('text', 'id', 'me')).toBe('text');
    expect(withDefault(undefined, 'id', 'me')).toBeUndefined();
  });

  it('names the fields of a part of the body from the top', () => {
    let error: unknown = null;
    try {
      parseBodyField(loanWishSchema, { loanWish: { showName: 'everyone' } }, 'loanWish', 'missing');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).options.fields?.map((f) => f.field)).toEqual(['loanWish.headline', 'loanWish.showName']);
  });

  it('answers a missing part as a 400 on its own name, and returns a good part parsed', () => {
    expect(() => parseBodyField(loanWishSchema, {}, 'loanWish', 'A loan wish is required.')).toThrow(
      expect.objectContaining({ detail: 'A loan wish is required.', options: { fields: [{ field: 'loanWish', message: 'A loan wish is required.' }] } }),
    );
    expect(parseBodyField(loanWishSchema, { loanWish: { headline: ' Car ' } }, 'loanWish', 'x')).toEqual({
      headline: 'Car',
      showAmount: true,
      showName: 'first-name',
    });
  });
});
