import { type AdvertiseStatus, MESSAGES, type Property } from '@nestlane/shared';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useKeepFocus } from '../../../lib/use-keep-focus';
import { useUpdateAdvertise } from '../api/update-advertise';
import { moderationMessages } from '../messages';
import { ActionButton } from './action-button';

/**
 * Spec screen 15: Advertise unless already advertised, Disadvertise unless already not. The cap of six
 * is the server's to enforce; its refusal ("Can't advertise more than 6 properties") is toasted as is.
 */
export function AdvertiseActions({
  property,
  fullReasonId,
}: {
  property: Property;
  /** Set when all six places are taken: Advertise is disabled and described by the reason with this id. */
  fullReasonId?: string;
}) {
  const updateAdvertise = useUpdateAdvertise();
  const t = useT(moderationMessages);
  // The pressed button is replaced by the other one: focus moves to it rather than falling to the page.
  const { containerRef, holdFocus } = useKeepFocus<HTMLDivElement>();

  function change(advertiseStatus: AdvertiseStatus) {
    holdFocus();
    void runAction(
      () => updateAdvertise.mutateAsync({ id: property._id, advertiseStatus }),
      localizeMessage(
        advertiseStatus === 'advertise' ? MESSAGES.propertyAdvertised : MESSAGES.propertyDisadvertised,
      ),
    );
  }

  return (
    <div ref={containerRef} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      {property.advertiseStatus !== 'advertise' && (
        <ActionButton
          tone="brand"
          propertyTitle={property.propertyTitle}
          disabled={updateAdvertise.isPending || fullReasonId !== undefined}
          aria-describedby={fullReasonId}
          onClick={() => change('advertise')}
        >
          {t('moderation.advertise')}
        </ActionButton>
      )}
      {property.advertiseStatus !== 'disadvertise' && (
        <ActionButton
          tone="neutral"
          propertyTitle={property.propertyTitle}
          disabled={updateAdvertise.isPending}
          onClick={() => change('disadvertise')}
        >
          {t('moderation.disadvertise')}
        </ActionButton>
      )}
    </div>
  );
}
