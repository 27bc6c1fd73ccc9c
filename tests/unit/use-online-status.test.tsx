// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

/** A fresh copy of the hook's module: its server check is per page load. */
async function renderStatus() {
  vi.resetModules();
  const { useOnlineStatus } = await import('../../src/pwa/use-online-status');
  function Status() {
    return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
  }
  render(<Status />);
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useOnlineStatus', () => {
  it('says offline when the browser claims a network but the server does not answer', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await renderStatus();
    await settle();
    expect(screen.getByText('offline')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/sw.js', { method: 'HEAD', cache: 'no-store' });
  });

  it('stays online when the server answers, whatever the status', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 404 })));
    await renderStatus();
    await settle();
    expect(screen.getByText('online')).toBeTruthy();
  });

  it('goes back online after an `online` event only once the server answers again', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await renderStatus();
    await settle();
    expect(screen.getByText('offline')).toBeTruthy();

    fetch.mockResolvedValue(new Response(null, { status: 200 }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(screen.getByText('online')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('follows the browser at once when it says it is offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    await renderStatus();
    await settle();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('offline')).toBeTruthy();
  });

  it('asks the server again while it is silent, and comes back online with no browser event', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderStatus();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('offline')).toBeTruthy();

      fetch.mockResolvedValue(new Response(null, { status: 200 }));
      await act(() => vi.advanceTimersByTimeAsync(14_000));
      expect(fetch).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(screen.getByText('online')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
