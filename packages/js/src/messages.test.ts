import { CONTROLLER_MESSAGES_EN } from '@kassa/core';
import { describe, expect, it } from 'vitest';
import { LOADER_MESSAGES } from './messages.js';

describe('LOADER_MESSAGES', () => {
  it.each(Object.entries(LOADER_MESSAGES))('matches the core catalogue for %s', (key, message) => {
    expect(CONTROLLER_MESSAGES_EN[key as keyof typeof CONTROLLER_MESSAGES_EN]).toBe(message);
  });
});
