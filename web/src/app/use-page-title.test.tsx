import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../config';
import { testConfig } from '../test/test-config';
import { canonicalUrl, SITE_DESCRIPTION, usePageMeta, type PageMeta } from './use-page-title';

function Page({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

const renderPage = (meta: PageMeta) =>
  render(
    <ConfigProvider config={testConfig()}>
      <Page meta={meta} />
    </ConfigProvider>,
  );

describe('usePageMeta', () => {
  it('sets the title, the description meta and a canonical link on the app base URL', () => {
    renderPage({ title: 'FAQ | Kinloan', description: 'Answers.', canonicalPath: '/faq' });
    expect(document.title).toBe('FAQ | Kinloan');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Answers.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:5173/faq');
  });

  it('keeps one canonical link when the page changes, and removes it when the page goes away', () => {
    const { rerender, unmount } = renderPage({ title: 'A', description: 'a', canonicalPath: '/a' });
    rerender(
      <ConfigProvider config={testConfig()}>
        <Page meta={{ title: 'B', description: 'b', canonicalPath: '/b' }} />
      </ConfigProvider>,
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:5173/b');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE_DESCRIPTION);
  });

  it('joins base URL and path with exactly one slash', () => {
    expect(canonicalUrl('https://kinloan.com', '/')).toBe('https://kinloan.com/');
    expect(canonicalUrl('https://kinloan.com/', '/faq')).toBe('https://kinloan.com/faq');
    expect(canonicalUrl('https://kinloan.com', 'faq')).toBe('https://kinloan.com/faq');
  });
});
