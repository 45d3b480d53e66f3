/**
 * An environment file read as systemd 252 reads `EnvironmentFile=` (src/basic/env-file.c,
 * parse_env_file_internal), so a check sees the values an instance will get, not the ones a shell or
 * dotenv would give. What differs from a shell matters: a `#` after a value is part of the value (only a
 * line that starts with `#` or `;` is a comment), text after a closing quote is appended, a line ending in
 * `\` goes on on the next, and a second `KEY=value` on one line belongs to the first value.
 */

const WHITESPACE = ' \t\r';
const NEWLINE = '\n\r';
/** Inside double quotes, a backslash keeps only these (systemd's SHELL_NEED_ESCAPE). */
const DOUBLE_QUOTE_ESCAPES = '"\\`$';

/** @returns {Record<string, string>} every assignment, a later one winning */
export function parseEnvironmentFile(text) {
  const env = {};
  let state = 'preKey';
  let key = '';
  let value = '';
  /** Where trailing whitespace starts in the value (or the key), to drop it at the end of the line. */
  let valueWhitespaceAt = -1;
  const push = () => {
    if (valueWhitespaceAt >= 0) value = value.slice(0, valueWhitespaceAt);
    const name = key.trim();
    // systemd ignores (with a warning) an assignment whose name is not a valid variable name.
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) env[name] = value;
    key = '';
    value = '';
    valueWhitespaceAt = -1;
  };
  const addToValue = (c) => {
    if (!WHITESPACE.includes(c)) valueWhitespaceAt = -1;
    else if (valueWhitespaceAt < 0) valueWhitespaceAt = value.length;
    value += c;
  };

  for (const c of text) {
    switch (state) {
      case 'preKey':
        if ('#;'.includes(c)) state = 'comment';
        else if (!WHITESPACE.includes(c) && !NEWLINE.includes(c)) {
          state = 'key';
          key = c;
        }
        break;
      case 'key':
        if (NEWLINE.includes(c)) {
          state = 'preKey';
          key = '';
        } else if (c === '=') {
          state = 'preValue';
          valueWhitespaceAt = -1;
        } else key += c;
        break;
      case 'preValue':
        if (NEWLINE.includes(c)) {
          state = 'preKey';
          push();
        } else if (c === "'") state = 'singleQuote';
        else if (c === '"') state = 'doubleQuote';
        else if (c === '\\') state = 'valueEscape';
        else if (!WHITESPACE.includes(c)) {
          state = 'value';
          addToValue(c);
        }
        break;
      case 'value':
        if (NEWLINE.includes(c)) {
          state = 'preKey';
          push();
        } else if (c === '\\') {
          state = 'valueEscape';
          valueWhitespaceAt = -1;
        } else addToValue(c);
        break;
      case 'valueEscape':
        state = 'value';
        // An escaped newline is eaten whole: the value goes on on the next line.
        if (!NEWLINE.includes(c)) value += c;
        break;
      case 'singleQuote':
        if (c === "'") state = 'preValue';
        else value += c;
        break;
      case 'doubleQuote':
        if (c === '"') state = 'preValue';
        else if (c === '\\') state = 'doubleQuoteEscape';
        else value += c;
        break;
      case 'doubleQuoteEscape':
        state = 'doubleQuote';
        if (DOUBLE_QUOTE_ESCAPES.includes(c)) value += c;
        else if (c !== '\n') value += `\\${c}`;
        break;
      case 'comment':
        if (c === '\\') state = 'commentEscape';
        else if (NEWLINE.includes(c)) state = 'preKey';
        break;
      case 'commentEscape':
        state = 'comment';
        break;
    }
  }
  if (['preValue', 'value', 'valueEscape', 'singleQuote', 'doubleQuote', 'doubleQuoteEscape'].includes(state))
    push();
  return env;
}
