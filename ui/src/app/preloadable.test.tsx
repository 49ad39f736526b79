import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('preloadable', () => {
  it('draws the screen once its chunk arrives', async () => {
    const chunk = deferred();
    const { Screen } = preloadable<object>(() => chunk.promise.then(() => ({ default: () => <p>the screen</p> })), <p>waiting</p>);
    render(<Screen />);
    expect(screen.getByText('waiting')).toBeTruthy();
    chunk.resolve();
    await screen.findByText('the screen');
  });

  it('draws the screen when its chunk arrives between the first render and its effect', async () => {
    // A preloaded chunk that lands after the fallback was committed but before the screen's
    // effect ran: the effect must still draw the screen (an approval tab stayed blank).
    const chunk = deferred();
    const { Screen, preload } = preloadable<object>(() => chunk.promise.then(() => ({ default: () => <p>the screen</p> })), <p>waiting</p>);
    void preload();
    function LandsDuringCommit() {
      useLayoutEffect(() => chunk.resolve(), []);
      return null;
    }
    // Outside act (testing-library's render wraps it), passive effects run in a later task,
    // after the microtasks the resolve queues.
    const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const was = actEnv.IS_REACT_ACT_ENVIRONMENT;
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<><LandsDuringCommit /><Screen /></>);
      await waitFor(() => expect(container.textContent).toBe('the screen'));
    } finally {
      root.unmount();
      container.remove();
      actEnv.IS_REACT_ACT_ENVIRONMENT = was;
    }
  });
});
