/** EMV 3-D Secure challengeWindowSize: 01 250×400, 02 390×400, 03 500×600, 04 600×400, 05 full. */
export type ChallengeWindowSize = '01' | '02' | '03' | '04' | '05';

/** 3DS Method completion indicator: always Y. */
export const THREE_DS_COMP_IND = 'Y';

/**
 * Challenge window size for the width the hosted challenge page has; null when the challenge
 * is not hosted by us.
 */
export function challengeWindowSize(width: number, hosted: boolean): ChallengeWindowSize | null {
  if (!hosted) return null;
  if (width < 390) return '01';
  if (width < 500) return '02';
  if (width < 600) return '03';
  if (width < 768) return '04';
  return '05';
}
