/**
 * When the app starts. A prerendered public page arrives painted and readable (its CSS is in
 * the HTML), so React and the page's code are fetched once the page has loaded: nothing
 * competes with the first paint, and reading the page never waits for them. The app shell,
 * not-found and the dev server's empty page need React at once.
 *
 * A button pressed before React has taken over (the phone menu, an accordion) starts the app
 * at once if it was still waiting, and is pressed again for the person once React listens:
 * the press is not lost. Links need nothing: they work as plain links.
 */
export interface BootOptions {
  readonly document: Document;
  readonly window: Pick<Window, 'addEventListener'>;
  /** Fetches the app and starts it (hydrates or renders); resolves once React listens. */
  readonly start: () => Promise<void>;
  readonly onError?: (error: unknown) => void;
}

export function bootApp({ document, window, start, onError = () => undefined }: BootOptions): void {
  let started = false;
  let pressedBeforeStart: HTMLElement | null = null;

  function remember(event: Event): void {
    const button = (event.target as Element | null)?.closest?.('button') as HTMLElement | null | undefined;
    if (!button) return;
    pressedBeforeStart = button;
    run();
  }

  function run(): void {
    if (started) return;
    started = true;
    start()
      .then(() => {
        document.removeEventListener('click', remember, true);
        const button = pressedBeforeStart;
        pressedBeforeStart = null;
        if (button?.isConnected) button.click();
      })
      .catch((error: unknown) => {
        document.removeEventListener('click', remember, true);
        onError(error);
      });
  }

  const prerendered = document.documentElement.dataset.prerendered;
  const readable = !!prerendered && prerendered !== 'app-shell' && prerendered !== 'not-found';
  if (!readable || document.readyState === 'complete') {
    run();
    return;
  }
  document.addEventListener('click', remember, true);
  window.addEventListener('load', run, { once: true });
}
