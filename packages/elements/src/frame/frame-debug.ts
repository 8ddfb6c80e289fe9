import type { FrameParams } from './frame-params.js';

/**
 * Why the frame ignored a message, logged in test mode only (pk_test_ keys) as the loader and
 * the controller do; in live mode a page's stray messages are nobody's business. The reason
 * names neither message data nor card details.
 */
export function frameDebug({ testMode }: Pick<FrameParams, 'testMode'>): (reason: string) => void {
  if (!testMode) return () => {};
  return (reason) => console.debug(`[kassa frame] ignored a message: ${reason}`);
}
