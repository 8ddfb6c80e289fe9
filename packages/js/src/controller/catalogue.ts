import { CONTROLLER_MESSAGES_EN, formatMessage } from '@kassa/core';

/** Controller messages from @kassa/core's catalogue, by the names the controller uses. */
export const MESSAGES = {
  groupNotFound: CONTROLLER_MESSAGES_EN.group_not_found,
  elementsNotMounted: CONTROLLER_MESSAGES_EN.elements_data_unavailable,
  elementNotMounted: CONTROLLER_MESSAGES_EN.element_not_mounted,
  frameNotFound: CONTROLLER_MESSAGES_EN.frame_not_found,
} as const;

/** 'Unknown action: {type}' */
export function unknownAction(type: string): string {
  return formatMessage(CONTROLLER_MESSAGES_EN.unknown_action, { type });
}
