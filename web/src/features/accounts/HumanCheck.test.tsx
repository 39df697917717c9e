import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider, type AppConfig } from '../../config';
import { testConfig } from '../../test/test-config';
import { DEV_RECAPTCHA_TOKEN, HumanCheck } from './HumanCheck';

/** react-google-recaptcha's loader: Google's script, calling window.onloadcallback when it arrives. */
const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const googleGlobals = window as unknown as { grecaptcha?: unknown; onloadcallback?: () => void };

const STAGING_KEY = '6Lc_realLookingSiteKey0123456789abcdefghi';

function renderCheck(config: AppConfig, onChange = vi.fn(), resetSignal = 0) {
  const utils = render(
    <ConfigProvider config={config}>
      <HumanCheck onChange={onChange} resetSignal={resetSignal} />
    </ConfigProvider>,
  );
  const rerender = (signal: number) =>
    utils.rerender(
      <ConfigProvider config={config}>
        <HumanCheck onChange={onChange} resetSignal={signal} />
      </ConfigProvider>,
    );
  return { onChange, rerender };
}

describe('HumanCheck', () => {
  afterEach(() => {
    delete googleGlobals.grecaptcha;
    document.querySelectorAll('script').forEach((s) => s.remove());
    vi.restoreAllMocks();
  });

  it('in development, is a labelled stand-in yielding the test token', () => {
    const { onChange, rerender } = renderCheck(testConfig());
    expect(screen.getByText(/Development stand-in for Google reCAPTCHA/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    expect(onChange).toHaveBeenLastCalledWith(DEV_RECAPTCHA_TOKEN);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    rerender(1);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('in staging and production, loads Google’s reCAPTCHA and renders it with the site key', async () => {
    const staging: AppConfig = { ...testConfig(), environment: 'staging', recaptchaSiteKey: STAGING_KEY };
    const { onChange, rerender } = renderCheck(staging);
    const script = document.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`);
    expect(script?.src).toContain('render=explicit');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Loading the human check…')).toBeTruthy();

    // Google's script arrives and calls its onload callback.
    let params: { sitekey: string; callback: (token: string) => void } | undefined;
    const grecaptcha = { render: vi.fn((_el: HTMLElement, p: typeof params) => ((params = p), 7)), reset: vi.fn() };
    googleGlobals.grecaptcha = grecaptcha;
    act(() => {
      script?.onload?.(new Event('load'));
      googleGlobals.onloadcallback?.();
    });
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalled());
    expect(params?.sitekey).toBe(STAGING_KEY);
    await waitFor(() => expect(screen.queryByText('Loading the human check…')).toBeNull());
    act(() => params?.callback('google-token'));
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    rerender(1);
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
  });
});
