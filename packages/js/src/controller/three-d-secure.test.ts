import { describe, expect, it } from 'vitest';
import { receiveChallengeComplete } from './challenge-host.js';
import { ChallengeRunner } from './challenge-runner.js';

describe('challenge-complete messages in the controller frame', () => {
  const OWN = 'http://127.0.0.1:4242';
  const complete = {
    kassa: 1,
    type: 'challenge-complete',
    challengeId: 'src_9',
    status: 'succeeded',
  };

  function runnerWithChallenge() {
    const answers: string[] = [];
    const runner = new ChallengeRunner({ open: () => {}, close: () => {} }, OWN);
    void runner
      .run('src_9', `${OWN}/v1/three_d_secure/src_9/authenticate`)
      .then((s) => answers.push(s));
    return { runner, answers };
  }

  it.each([
    ['another origin', 'https://evil.example', true],
    ['a window that is not a frame of the page', OWN, false],
  ])('ignores one from %s', async (_what, origin, sibling) => {
    const { runner, answers } = runnerWithChallenge();
    const debug: string[] = [];
    const handled = receiveChallengeComplete(
      { origin, source: null, data: complete },
      OWN,
      () => sibling && origin === OWN,
      runner,
      (reason) => debug.push(reason),
    );
    await Promise.resolve();
    expect(handled).toBe(true);
    expect(answers).toEqual([]);
    expect(debug[0]).toMatch(/refused/);
  });

  it('ends the challenge with the page’s answer from a sibling frame on its own origin', async () => {
    const { runner, answers } = runnerWithChallenge();
    receiveChallengeComplete(
      { origin: OWN, source: null, data: complete },
      OWN,
      () => true,
      runner,
      () => {},
    );
    await Promise.resolve();
    expect(answers).toEqual(['succeeded']);
  });
});
