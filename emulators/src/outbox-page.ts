import { createServer, type Server } from 'node:http';
import type { Firestore } from 'firebase-admin/firestore';
import { latestMail, type OutboxMessage } from './outbox';

/**
 * The local outbox as a page: every email the stack wrote, newest first, each shown as the
 * recipient would see it (its HTML, in a sandboxed frame whose links open in a new tab against
 * the local app). Only `npm start` serves it; nothing of it is in a production build.
 */

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The message's own HTML, with links opening outside the frame. */
function framed(message: OutboxMessage): string {
  const html = message.html || `<pre>${escape(message.text)}</pre>`;
  return `<base target="_blank">${html}`;
}

export function outboxPageHtml(messages: readonly OutboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <header><h2>${escape(message.subject)}</h2><p>To <strong>${escape(message.to)}</strong> · ${escape(message.createdAt)}</p></header>
  <iframe title="${escape(message.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escape(framed(message))}"></iframe>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Kinloan local outbox (${messages.length})</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:1rem;background:#fbf8f3;color:#1d2926}
article{background:#fff;border:1px solid #e2d9cb;border-radius:8px;margin:1rem 0;padding:0 1rem 1rem}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin:.8rem 0 .2rem}header p{margin:0 0 .6rem;color:#4d5a56}
iframe{width:100%;height:420px;border:1px solid #e2d9cb;border-radius:4px}
</style></head>
<body><h1>Local outbox</h1>
<p>Emails are not sent on the local stack. Here is every one it wrote, newest first (this page refreshes itself).</p>
${items || '<p>No emails yet. Sign up, or send a loan request, and they appear here.</p>'}
</body></html>`;
}

export function serveOutboxPage(db: Firestore, port: number): Server {
  const server = createServer((req, res) => {
    void latestMail(db, 200)
      .then((messages) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(outboxPageHtml(messages));
      })
      .catch((error: unknown) => {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The local Firestore did not answer: ${String(error)}`);
      });
    void req;
  });
  server.listen(port, '127.0.0.1');
  return server;
}
