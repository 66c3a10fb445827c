import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewVersion } from './reload-on-new-version';

function fakePage() {
  const events = new EventTarget();
  const reload = vi.fn();
  const assign = vi.fn();
  const page = {
    addEventListener: events.addEventListener.bind(events),
    sessionStorage: window.sessionStorage,
    location: { reload, assign } as unknown as Location,
  };
  const codeMissing = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    events.dispatchEvent(event);
    return event;
  };
  return { page, reload, assign, codeMissing };
}

describe('a tab opened before a deploy', () => {
  it('goes to the page it was opening, in the new version', () => {
    window.sessionStorage.clear();
    const { page, reload, assign, codeMissing } = fakePage();
    reloadOnNewVersion(page, () => '/signup?email=ada%40example.com');

    codeMissing();

    expect(assign).toHaveBeenCalledWith('/signup?email=ada%40example.com');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a code file is missing, and lets a second failure show', () => {
    window.sessionStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const { page, reload, codeMissing } = fakePage();
    reloadOnNewVersion(page);

    expect(codeMissing().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded tab fails again at once: the server is down, not newer.
    vi.setSystemTime(new Date('2026-11-25T10:00:20Z'));
    expect(codeMissing().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // A later deploy is a new version again.
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
    codeMissing();
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
