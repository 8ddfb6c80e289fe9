export const placeholder = 'demo';
