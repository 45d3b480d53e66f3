import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { PASSWORD_TOO_LONG_MESSAGE, passwordRuleSchema } from './password';

function firstMessage(password: string): string | undefined {
  const result = passwordRuleSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('passwordRuleSchema', () => {
  it('names the first rule a password breaks, in the spec words', () => {
    expect(firstMessage('')).toBe(MESSAGES.passwordRequired);
    expect(firstMessage('Ab@1')).toBe(MESSAGES.passwordTooShort);
    expect(firstMessage('Abcdef@1234567890123x')).toBe(PASSWORD_TOO_LONG_MESSAGE);
    expect(firstMessage('abcdef@1')).toBe(MESSAGES.passwordWeak);
    expect(firstMessage('Abcdef12')).toBe(MESSAGES.passwordWeak);
  });

  it('accepts 6 to 20 characters with an uppercase letter and a special character', () => {
    expect(firstMessage('Abc@12')).toBeUndefined();
    expect(firstMessage('Abcdefgh@12345678901')).toBeUndefined();
  });
});
