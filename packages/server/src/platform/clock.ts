/** Where services read the time: tests and the debit worker pass their own. */
export type Clock = () => Date;
