import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider } from './in-process-provider.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(async () => {
  await provider?.close();
});

/** The controller with the real provider API, recording the paths it asks for. */
function controllerRecordingPaths() {
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return provider.fetch(input, init);
  };
  return { ...provider.newController(fetch), paths };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a group made by stripe.elements() with no options', () => {
  it('asks for no session, so the Card Element hears no failure', async () => {
    const { controller, paths } = controllerRecordingPaths();
    const result = await controller.handle('elements-create', { groupId: 'g1', options: {} });
    expect(result).toEqual({});
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'f1',
      elementType: 'card',
    });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'f1', 'card', frame.port);
    await settle();
    expect(paths.filter((path) => path.endsWith('/elements/sessions'))).toEqual([]);
    expect(frame.broadcasts('session-error')).toEqual([]);
    frame.close();
  });

  it('still tells a Payment Element mounted in it why it cannot load', async () => {
    const { controller } = controllerRecordingPaths();
    await controller.handle('elements-create', { groupId: 'g1', options: {} });
    const frame = fakeFrame({});
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'f1',
      elementType: 'payment',
    } as Json);
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    // The session request runs after mount() answers: wait for its failure to arrive.
    await vi.waitFor(() => expect(frame.broadcasts('session-error')).toHaveLength(1), {
      timeout: 5000,
    });
    frame.close();
  });
});
