/** The answer to text holding a control character (a NUL fails PostgreSQL's text: 22021). */
export const CONTROL_CHARACTER_MESSAGE =
  'Text may not contain control characters (such as NUL); remove them and try again.';

/** Whether the text holds a C0 control character or DEL; tab, line feed and carriage return are text. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}
