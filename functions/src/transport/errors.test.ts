import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { signInBodySchema, userMessage } from '@kinloan/domain';
import { AppError as HttpError, fieldError, parseInput as parseBody } from '../platform/app-error';
import { apiErrorHandler } from './express';

let server: Server | null = null;

afterEach(() => {
  server?.close();
  server = null;
});

async function answerOf(failure: () => never): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const app = express();
  app.get('/fail', () => failure());
  app.use(apiErrorHandler);
  server = app.listen(0);
  await new Promise((resolve) => server!.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fail`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('errors the handlers throw', () => {
  it('parseBody answers 400 naming every bad field, the first as the detail', async () => {
    const answer = await answerOf(() => parseBody(signInBodySchema, { email: 'x' }) as never);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        status: 400,
        kind: 'bad-request',
        message: userMessage(400),
        detail: 'Email must be a valid email address, like name@example.com.',
        fields: [
          { field: 'email', message: 'Email must be a valid email address, like name@example.com.' },
          { field: 'password', message: 'Password is required.' },
        ],
      },
    });
  });

  it('parseBody returns the parsed, normalized body when it is good', () => {
    expect(parseBody(signInBodySchema, { email: ' A@B.CO ', password: 'p' })).toEqual({ email: 'a@b.co', password: 'p' });
  });

  it('fieldError names one field', async () => {
    const answer = await answerOf(() => {
      throw fieldError('reCAPTCHAToken', 'The check did not pass.');
    });
    expect(answer.body).toMatchObject({ error: { detail: 'The check did not pass.', fields: [{ field: 'reCAPTCHAToken', message: 'The check did not pass.' }] } });
  });

  it('a 429 carries Retry-After', async () => {
    const answer = await answerOf(() => {
      throw new HttpError('rate-limited', 'Slow down.', { retryAfterSeconds: 90 });
    });
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBe('90');
    expect(answer.body).toEqual({ error: { status: 429, kind: 'rate-limited', message: userMessage(429), detail: 'Slow down.' } });
  });

  it('a refusal with a reason carries it in the body', async () => {
    const answer = await answerOf(() => {
      throw new HttpError('forbidden', 'Confirm your email first.', { reason: 'email-not-verified' });
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: { status: 403, kind: 'forbidden', reason: 'email-not-verified', message: userMessage(403), detail: 'Confirm your email first.' },
    });
  });

  it('the Google first-name refusal carries code 1000', async () => {
    const answer = await answerOf(() => {
      throw new HttpError('google-missing-first-name', 'No first name.');
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { kind: 'google-missing-first-name', code: 1000 } });
  });
});
