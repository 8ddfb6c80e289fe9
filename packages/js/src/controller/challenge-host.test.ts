import type { ControllerToLoader } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { loaderChallengeHost } from './challenge-host.js';

const PAGE = 'http://127.0.0.1:4242/three_d_secure/src_1?client_secret=s&key=pk_test_1';

function opened(locale?: string): string {
  const posted: ControllerToLoader[] = [];
  loaderChallengeHost((message) => posted.push(message), 'kc_1').open('src_1', PAGE, locale);
  const [message] = posted;
  return message?.type === 'challenge-open' ? message.url : '';
}

describe('the challenge page the modal opens', () => {
  it('learns the controller to report to from its fragment', () => {
    expect(opened()).toBe(`${PAGE}#controllerId=kc_1`);
  });

  it("learns the shopper's locale from its fragment too, for its texts", () => {
    expect(opened('pt-BR')).toBe(`${PAGE}#controllerId=kc_1&locale=pt-BR`);
  });
});
