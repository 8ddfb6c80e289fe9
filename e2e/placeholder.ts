export const placeholder = 'e2e';
