import { MESSAGES } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import { activateLocale } from './locale';
import { localizeMessage } from './localize-message';

// An error the API answers an upload with (apps/api's IMAGE_MESSAGES.tooLarge), as it arrives in a response.
const API_IMAGE_TOO_LARGE = 'The picture is larger than 5 MB';

describe('localizeMessage', () => {
  it('shows the API’s and the shared rules’ messages in Bangla to a reader of Bangla', async () => {
    await activateLocale('bn');

    expect(localizeMessage(MESSAGES.invalidCredentials)).toBe('ইমেইল বা পাসওয়ার্ড সঠিক নয়');
    expect(localizeMessage(MESSAGES.offerOutOfRange)).toBe('অফার করা দাম প্রপার্টির দামের সীমার মধ্যে হতে হবে');
    expect(localizeMessage(MESSAGES.advertiseCap)).toBe('৬টির বেশি প্রপার্টির বিজ্ঞাপন দেওয়া যাবে না');
    expect(localizeMessage(API_IMAGE_TOO_LARGE)).toBe('ছবিটি ৫ MB-এর চেয়ে বড়');
  });

  it('leaves them as they are in English', async () => {
    await activateLocale('en');

    expect(localizeMessage(MESSAGES.invalidCredentials)).toBe('Invalid Email And Password');
    expect(localizeMessage(MESSAGES.offerOutOfRange)).toBe(
      'Offered Price Should Be Within Property Price Range',
    );
    expect(localizeMessage(API_IMAGE_TOO_LARGE)).toBe(API_IMAGE_TOO_LARGE);
  });

  it('leaves a text it has no translation for unchanged, in Bangla too', async () => {
    await activateLocale('bn');

    expect(localizeMessage('Something only this server says')).toBe('Something only this server says');
    expect(localizeMessage('')).toBe('');
  });
});
