// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eagerLazy } from './eager-lazy.ts';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Xin chào {name}</p>;
}

/** A component whose code arrives when the test says so. */
function deferredComponent() {
  let arrive = () => {};
  let loads = 0;
  const Component = eagerLazy(() => {
    loads += 1;
    return new Promise<typeof Greeting>((resolve) => {
      arrive = () => resolve(Greeting);
    });
  });
  return { Component, arrive: () => arrive(), loads: () => loads };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Đang tải</p>}>{node}</Suspense>;

describe('eagerLazy', () => {
  it('renders the component in the first commit once its code was preloaded, never the fallback', async () => {
    const { Component, arrive, loads } = deferredComponent();
    const preloaded = Component.preload();
    arrive();
    await preloaded;
    render(inSuspense(<Component name="Lan" />));
    // Synchronously after render: React.lazy would still show the fallback here.
    expect(screen.getByText('Xin chào Lan')).toBeTruthy();
    expect(screen.queryByText('Đang tải')).toBeNull();
    expect(loads()).toBe(1);
  });

  it('suspends like React.lazy while the code is on its way, then shows it', async () => {
    const { Component, arrive, loads } = deferredComponent();
    render(inSuspense(<Component name="Minh" />));
    expect(screen.getByText('Đang tải')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Xin chào Minh')).toBeTruthy();
    // The render and a later preload share one load.
    await Component.preload();
    expect(loads()).toBe(1);
  });
});
