import { describe, expect, it } from 'vitest';
import {
  fallbackAfterPasskey,
  readFactors,
  smartDefault,
  switchTarget,
} from './verification-types.js';

describe('readFactors', () => {
  it('keeps the code channels in the provider order', () => {
    expect(readFactors(['SMS', 'EMAIL'])).toEqual(['SMS', 'EMAIL']);
    expect(readFactors(['EMAIL', 'WEBAUTHN', 3])).toEqual(['EMAIL']);
    expect(readFactors([])).toEqual([]);
  });

  it('reads an answer without the list as e-mail only', () => {
    expect(readFactors(undefined)).toEqual(['EMAIL']);
  });
});

describe('smartDefault', () => {
  it('sends an account with a phone an SMS code', () => {
    expect(smartDefault(['SMS', 'EMAIL'])).toBe('SMS');
    expect(smartDefault(['EMAIL', 'SMS'])).toBe('SMS');
  });

  it('sends any other account an e-mail code, and none without a channel', () => {
    expect(smartDefault(['EMAIL'])).toBe('EMAIL');
    expect(smartDefault([])).toBeNull();
  });
});

describe('switchTarget', () => {
  it('offers e-mail from SMS and SMS from e-mail when the account has both', () => {
    expect(switchTarget('SMS', null, ['SMS', 'EMAIL'])).toBe('EMAIL');
    expect(switchTarget('EMAIL', null, ['SMS', 'EMAIL'])).toBe('SMS');
  });

  it('goes back to the remembered previous code type', () => {
    expect(switchTarget('EMAIL', 'SMS', ['SMS', 'EMAIL'])).toBe('SMS');
    expect(switchTarget('SMS', 'EMAIL', ['SMS', 'EMAIL'])).toBe('EMAIL');
  });

  it('offers no switch when the account has one channel only', () => {
    expect(switchTarget('EMAIL', null, ['EMAIL'])).toBeNull();
    expect(switchTarget('EMAIL', 'SMS', ['EMAIL'])).toBeNull();
    expect(switchTarget('EMAIL', 'WEBAUTHN', ['EMAIL'])).toBeNull();
  });
});

describe('fallbackAfterPasskey', () => {
  it('falls back to the smart default code type and starts it', () => {
    expect(fallbackAfterPasskey(['SMS', 'EMAIL'], null)).toEqual({ type: 'SMS', start: true });
    expect(fallbackAfterPasskey(['EMAIL'], null)).toEqual({ type: 'EMAIL', start: true });
  });

  it('does not start again a type already started', () => {
    expect(fallbackAfterPasskey(['SMS', 'EMAIL'], 'SMS')).toEqual({ type: 'SMS', start: false });
    expect(fallbackAfterPasskey(['EMAIL'], 'SMS')).toEqual({ type: 'EMAIL', start: true });
  });

  it('clears the type when no other one remains', () => {
    expect(fallbackAfterPasskey([], null)).toBeNull();
  });
});
