import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';

/**
 * Component tests in jsdom: Vietnamese active, a fresh query client, and the sizes React Aria's
 * virtualizer reads (jsdom lays nothing out, so every element would otherwise be 0 × 0).
 */
export function setupDom(): void {
  i18n.activate('vi');
  afterEach(cleanup);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
  window.scrollTo = () => undefined;
}

export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nProvider>,
    ),
  };
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers fetch from `route` (method and path → status and body) and records every call. */
export function fakeApi(
  route: (method: string, url: string, body: unknown) => [number, unknown],
): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const [status, answer] = route(method, url, body);
      return new Response(JSON.stringify(answer), { status });
    }),
  );
  return calls;
}
