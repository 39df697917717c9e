import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootApp } from './boot';

/** A page as the prerenderer writes it, still loading. */
function page(prerendered: string | null, readyState: DocumentReadyState = 'interactive') {
  const doc = document.implementation.createHTMLDocument('t');
  if (prerendered) doc.documentElement.dataset.prerendered = prerendered;
  doc.body.innerHTML = '<button type="button" id="menu">Menu</button><a href="/faq">FAQ</a>';
  Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
  const loadListeners: (() => void)[] = [];
  const win = { addEventListener: vi.fn((type: string, listener: () => void) => type === 'load' && loadListeners.push(listener)) };
  return { doc, win, load: () => loadListeners.forEach((listener) => listener()) };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when the app starts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for a prerendered public page to load before fetching the app', () => {
    const { doc, win, load } = page('/know/x');
    const start = vi.fn(() => Promise.resolve());
    bootApp({ document: doc, window: win as unknown as Window, start });
    expect(start).not.toHaveBeenCalled();
    load();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on the app shell, not-found, a page already loaded, and the dev server’s page', () => {
    for (const [prerendered, readyState] of [['app-shell', 'loading'], ['not-found', 'loading'], ['/faq', 'complete'], [null, 'loading']] as const) {
      const { doc, win } = page(prerendered, readyState);
      const start = vi.fn(() => Promise.resolve());
      bootApp({ document: doc, window: win as unknown as Window, start });
      expect(start, String(prerendered)).toHaveBeenCalledTimes(1);
    }
  });

  it('a button pressed before React listens starts the app and is pressed again once it does', async () => {
    const { doc, win, load } = page('/');
    const started = deferred();
    const start = vi.fn(() => started.promise);
    bootApp({ document: doc, window: win as unknown as Window, start });
    const menu = doc.getElementById('menu')!;
    const presses: boolean[] = [];
    let reactListens = false;
    menu.addEventListener('click', () => presses.push(reactListens));

    menu.click();
    expect(start).toHaveBeenCalledTimes(1);
    load();
    expect(start).toHaveBeenCalledTimes(1);

    reactListens = true;
    started.resolve();
    await flush();
    // The press itself (nobody listening yet) and its replay, once React listens.
    expect(presses).toEqual([false, true]);
    menu.click();
    expect(presses).toEqual([false, true, true]);
  });

  it('a link needs nothing: pressing it neither starts the app early nor is replayed', async () => {
    const { doc, win } = page('/');
    const start = vi.fn(() => Promise.resolve());
    bootApp({ document: doc, window: win as unknown as Window, start });
    const link = doc.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('reports an app that could not be fetched, and the page stays as it is', async () => {
    const { doc, win, load } = page('/');
    const onError = vi.fn();
    bootApp({ document: doc, window: win as unknown as Window, start: () => Promise.reject(new Error('offline')), onError });
    load();
    await flush();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(doc.getElementById('menu')).not.toBeNull();
  });
});
