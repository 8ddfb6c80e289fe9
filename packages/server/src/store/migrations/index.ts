import { sql as initial } from './0001-initial.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

// Append only: a released migration is never edited, a change is a new version.
export const MIGRATIONS: readonly Migration[] = [{ version: 1, name: 'initial', sql: initial }];
