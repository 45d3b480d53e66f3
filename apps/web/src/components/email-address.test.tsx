import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, splitEmailAtBreaks } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before each dot', () => {
    expect(splitEmailAtBreaks('rahim.uddin@nestlane.test')).toEqual([
      'rahim',
      '.uddin@',
      'nestlane',
      '.test',
    ]);
    expect(splitEmailAtBreaks('plain')).toEqual(['plain']);
  });

  it('keeps the whole address as its text and never breaks inside a word', () => {
    const { container } = render(<EmailAddress email="applicant.1732@example.com" />);
    const address = container.firstElementChild as HTMLElement;
    expect(address.textContent).toBe('applicant.1732@example.com');
    expect(address.querySelectorAll('wbr')).toHaveLength(3);
    expect(address.className).not.toContain('break-all');
  });
});
