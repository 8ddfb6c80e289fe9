// C0 controls, DEL, C1 controls and the two Unicode line terminators: each can end a log line
// early, start a forged one or drive a terminal (escape sequences begin with ESC or CSI).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function escapeOne(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The text with every control character written out as \xNN (or \uNNNN): one inert line. */
export function escapeControlChars(text: string): string {
  return text.replace(CONTROL, escapeOne);
}
