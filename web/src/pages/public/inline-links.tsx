import type { ReactNode } from 'react';
import { Link } from '../../app/navigation/links';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Text with Markdown-style links, "[label](/path)", as React nodes: site paths become router
 * links, mailto: and https: stay plain anchors. Keeps FAQ answers plain data (easy to turn into
 * structured data later) while still linking to the right pages.
 */
export function withLinks(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, label = '', href = ''] = match;
    nodes.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The same text with the links reduced to their labels. */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
