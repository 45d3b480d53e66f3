import type { PromotionRole } from '@nestlane/shared';
import { translate } from '../../../i18n';
import { peopleMessages } from '../messages';

/**
 * The toast after a promotion, in the language being read: in English the spec's own words
 * (`roleChangedMessage` of @nestlane/shared: 'Tanvir Ahmed is a Admin Now').
 */
export function translateRoleChanged(name: string, role: PromotionRole): string {
  return translate(
    peopleMessages,
    role === 'admin' ? 'people.roleChanged.admin' : 'people.roleChanged.agent',
    {
      name,
    },
  );
}
