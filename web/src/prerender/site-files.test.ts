import { describe, expect, it } from 'vitest';
import { disallowPrefix, robotsTxt, sitemapXml } from './site-files';
import { assetsFor, fillTemplate, htmlFileFor } from './write-site';

describe('sitemap.xml', () => {
  it('lists every page at its absolute URL, with the date where known', () => {
    const xml = sitemapXml('https://kinloan.com', [{ path: '/' }, { path: '/know/x', lastmod: '2026-11-02' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://kinloan.com/</loc></url>');
    expect(xml).toContain('<url><loc>https://kinloan.com/know/x</loc><lastmod>2026-11-02</lastmod></url>');
  });
});

describe('robots.txt', () => {
  it('turns app route patterns into the prefixes to keep crawlers out of', () => {
    expect(disallowPrefix('/dashboard')).toBe('/dashboard');
    expect(disallowPrefix('/profile/:id')).toBe('/profile/');
    expect(disallowPrefix('/:id/loan-terms')).toBe('/*/');
  });

  it('allows the public pages below a first segment, disallows the app and points to the sitemap', () => {
    const robots = robotsTxt('https://kinloan.com', ['/', '/know', '/know/a', '/product/b'], ['/signin', '/profile/:id', '/:id/loan-terms']);
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /know/',
      'Allow: /product/',
      'Disallow: /*/',
      'Disallow: /api/',
      'Disallow: /app-shell',
      'Disallow: /profile/',
      'Disallow: /signin',
      '',
      'Sitemap: https://kinloan.com/sitemap.xml',
      '',
    ]);
  });
});

describe('prerendered files', () => {
  it('names each page as Hosting’s clean URLs find it', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about')).toBe('about.html');
    expect(htmlFileFor('/know/x')).toBe('know/x.html');
  });

  it('collects a page’s chunks and stylesheets with their static imports', () => {
    const manifest = {
      'src/a.tsx': { file: 'assets/a.js', imports: ['_shared.js'], css: ['assets/a.css'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    };
    expect(assetsFor(manifest, ['src/a.tsx'])).toEqual({
      js: ['/assets/a.js', '/assets/shared.js'],
      css: ['/assets/a.css', '/assets/shared.css'],
    });
    expect(() => assetsFor(manifest, ['src/missing.tsx'])).toThrow(/no module src\/missing.tsx/);
  });

  it('fills the template: head, markup, marker and preloads, keeping text with $ signs as it is', () => {
    const template =
      '<html lang="en">\n<head>\n<title>T</title>\n<meta\n name="description"\n content="d"\n/>\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>\n<body>\n<noscript>JS</noscript>\n<div id="root"></div>\n</body>\n</html>';
    const html = fillTemplate(template, {
      head: '<title>About</title>',
      root: '<p>$60,000 at 5% $&amp; $\'</p>',
      prerendered: '/about',
      js: ['/assets/about.js'],
      css: ['/assets/index.css', '/assets/about.css'],
    });
    expect(html).toContain('<html lang="en" data-prerendered="/about">');
    expect(html).toContain('<title>About</title>');
    expect(html).not.toContain('<title>T</title>');
    expect(html).toContain('<div id="root"><p>$60,000 at 5% $&amp; $\'</p></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/about.js">');
    expect(html.match(/index\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/about.css">');
    expect(html).not.toContain('<noscript>');
  });

  it('puts the stylesheets into the page when their text is given, in their order', () => {
    const template = '<html lang="en">\n<head>\n<title>T</title>\n<meta name="description" content="d"/>\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';
    const texts: Record<string, string> = { '/assets/index.css': 'body{margin:0}', '/assets/about.css': '.about{color:red}' };
    const html = fillTemplate(template, { head: '<title>About</title>', root: '<p>x</p>', prerendered: '/about', css: ['/assets/about.css'], styleText: (href) => texts[href] ?? '' });
    expect(html).not.toContain('<link rel="stylesheet"');
    const index = html.indexOf('<style data-href="/assets/index.css">body{margin:0}</style>');
    const about = html.indexOf('<style data-href="/assets/about.css">.about{color:red}</style>');
    expect(index).toBeGreaterThan(0);
    expect(about).toBeGreaterThan(index);
    expect(() => fillTemplate(template, { head: '<title>x</title>', root: '', prerendered: '/x', styleText: () => 'a{}</style><script>' })).toThrow(/cannot be inlined/);
  });
});
