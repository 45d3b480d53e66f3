import { Fragment } from 'react';

/**
 * An email address that wraps only at sensible points: after the '@' and before each dot, never inside a
 * word (a narrow table cell used to break 'exam|ple'). The text stays the whole address for copying and
 * for screen readers; <wbr> only offers the line breaks.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = splitEmailAtBreaks(email);
  return (
    // translate="no": an address is not words; page translators and our Bangla check leave it alone.
    <span className="break-normal" translate="no">
      {parts.map((part, index) => (
        // The parts of one address never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** 'rahim.uddin@nestlane.test' → ['rahim', '.uddin@', 'nestlane', '.test']: breaks after '@', before dots. */
export function splitEmailAtBreaks(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}
