import type { Statement } from '@kinloan/domain';

const TERMS = 'terms of service';

/**
 * A statement exactly as domain/src/signing/statements.ts words it (and as the event log will
 * record it), with "terms of service" linking to the policies in a new tab.
 */
export function StatementText({ statement }: { statement: Statement }) {
  const at = statement.text.indexOf(TERMS);
  if (at < 0) return <span data-statement={statement.kind}>{statement.text}</span>;
  return (
    <span data-statement={statement.kind}>
      {statement.text.slice(0, at)}
      <a href="/policies" target="_blank" rel="noopener">
        {TERMS}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {statement.text.slice(at + TERMS.length)}
    </span>
  );
}
