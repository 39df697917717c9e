import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../config';
import { testConfig } from '../test/test-config';
import { registeredSessionService } from './service-registry';
import { SESSION_HINT_KEY } from './session-hint';
import { SIGNED_OUT, useSessionStore } from './session-store';
import { SessionSync } from './SessionSync';
import { installSession, resetSession, scriptedFetch } from './test-support';

function renderSync() {
  return render(
    <ConfigProvider config={testConfig()}>
      <SessionSync />
    </ConfigProvider>,
  );
}

describe('SessionSync', () => {
  beforeEach(() => {
    resetSession();
    useSessionStore.setState({ ...SIGNED_OUT, ready: false });
    localStorage.removeItem(SESSION_HINT_KEY);
  });

  afterEach(() => {
    resetSession();
    localStorage.removeItem(SESSION_HINT_KEY);
    vi.restoreAllMocks();
  });

  it('knows a visitor who never signed in here is signed out, without loading the session code', () => {
    renderSync();
    expect(useSessionStore.getState()).toMatchObject({ ready: true, isAuthenticated: false });
    expect(registeredSessionService()).toBeNull();
  });

  it('starts the session service to restore a kept sign-in', () => {
    const service = installSession({ fetch: scriptedFetch({}).fetch });
    const start = vi.spyOn(service, 'start').mockResolvedValue();
    renderSync();
    expect(start).toHaveBeenCalledOnce();
  });
});
